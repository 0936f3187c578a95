import { loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfig } from './runtimeConfig.mjs';

describe('runtime config (/remotes.json)', () => {
  it('reads apiBase, apiKey, every remote the file names (in its order) and the copies of their routes', () => {
    const config = parseRuntimeConfig({
      apiBase: 'http://127.0.0.1:4000/',
      apiKey: 'k',
      remotes: { manage: 'http://127.0.0.1:3006/mf-manifest.json', catalog: 'http://127.0.0.1:3001/mf-manifest.json', auth: 42, 'Not a name!': 'x' },
      routes: { catalog: { version: 1 } },
    });
    expect(config).toEqual({
      apiBase: 'http://127.0.0.1:4000',
      apiKey: 'k',
      remotes: { manage: 'http://127.0.0.1:3006/mf-manifest.json', catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
      routes: { catalog: { version: 1 } },
      basicAuth: null,
      analytics: { provider: 'first-party' },
      siteUrl: null,
      firebase: null,
      realtime: null,
    });
    expect(Object.keys(config.remotes)).toEqual(['manage', 'catalog']);
  });

  it('reads the basic credentials and the analytics provider', () => {
    const config = parseRuntimeConfig({
      basicAuth: { user: 'ironscore', password: 'secret' },
      analytics: { provider: 'plausible', domain: 'ironscore.example' },
    });
    expect(config.basicAuth).toEqual({ user: 'ironscore', password: 'secret' });
    expect(config.analytics).toEqual({ provider: 'plausible', domain: 'ironscore.example', endpoint: 'https://plausible.io/api/event' });
    expect(parseRuntimeConfig({ basicAuth: { user: 'x' }, analytics: { provider: 'off' } })).toMatchObject({ basicAuth: null, analytics: { provider: 'off' } });
  });

  it("reads the site's address (http(s), without a trailing slash)", () => {
    expect(parseRuntimeConfig({ siteUrl: 'https://ironscore.example/' }).siteUrl).toBe('https://ironscore.example');
    expect(parseRuntimeConfig({ siteUrl: 'javascript:alert(1)' }).siteUrl).toBeNull();
    expect(parseRuntimeConfig({ siteUrl: 42 }).siteUrl).toBeNull();
  });

  it('reads the Firebase block for Google sign-in only when it is complete (the auth domain defaults to the project)', () => {
    expect(parseRuntimeConfig({ firebase: { apiKey: 'k', projectId: 'demo', authEmulatorUrl: 'http://127.0.0.1:9099' } }).firebase).toEqual({
      apiKey: 'k',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(parseRuntimeConfig({ firebase: { apiKey: 'k' } }).firebase).toBeNull();
    expect(parseRuntimeConfig({ firebase: 'x' }).firebase).toBeNull();
  });

  it('gives an empty configuration for garbage', () => {
    expect(parseRuntimeConfig('nope')).toEqual({
      apiBase: '',
      apiKey: '',
      remotes: {},
      routes: {},
      basicAuth: null,
      analytics: { provider: 'first-party' },
      siteUrl: null,
      firebase: null,
      realtime: null,
    });
  });

  it('is fetched once per page; null when the file cannot be fetched (after a second attempt)', async () => {
    resetRuntimeConfig();
    const fetchImpl = jest.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    resetRuntimeConfig();
    const served = jest.fn(async () => ({ ok: true, json: async () => ({ apiBase: 'http://api.test' }) })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(served)).resolves.toMatchObject({ apiBase: 'http://api.test' });
    await expect(loadRuntimeConfig(served)).resolves.toMatchObject({ apiBase: 'http://api.test' });
    expect(served).toHaveBeenCalledTimes(1);
    expect(served).toHaveBeenCalledWith('/remotes.json', { headers: { accept: 'application/json' } });
  });
});
