import { fetchRuntimeConfig, parseRuntimeConfig } from './config';

describe('runtime config (/remotes.json)', () => {
  it('reads apiBase, apiKey and the known remotes', () => {
    expect(
      parseRuntimeConfig({
        apiBase: 'http://127.0.0.1:4000/',
        apiKey: 'k',
        remotes: { catalog: 'http://127.0.0.1:3001/mf-manifest.json', unknown: 'x', auth: 42 },
      }),
    ).toEqual({
      apiBase: 'http://127.0.0.1:4000',
      apiKey: 'k',
      remotes: { catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
      basicAuth: null,
      analytics: { provider: 'first-party' },
    });
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
    expect(parseRuntimeConfig('nope')).toEqual({ apiBase: '', apiKey: '', remotes: {}, basicAuth: null, analytics: { provider: 'first-party' } });
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
