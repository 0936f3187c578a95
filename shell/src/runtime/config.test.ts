import { fetchRuntimeConfig, parseRuntimeConfig } from './config';

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

  it('gives an empty configuration for garbage', () => {
    expect(parseRuntimeConfig('nope')).toEqual({ apiBase: '', apiKey: '', remotes: {}, routes: {}, basicAuth: null, analytics: { provider: 'first-party' } });
  });

  it('still resolves when the file cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    await expect(fetchRuntimeConfig('/remotes.json', fetchImpl)).resolves.toMatchObject({ apiBase: '', apiKey: '', remotes: {} });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
