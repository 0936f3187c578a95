import { configureApi } from '@ironscore/api';
import { createAnalytics, parseAnalyticsConfig, PLAUSIBLE_ENDPOINT } from './adapters';

const sent = () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const send = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
  });
  return { calls, send };
};

afterEach(() => configureApi({ apiBase: '', apiKey: '', basicAuth: null }));

describe('analytics adapters', () => {
  it('sends page views to the API collector by default, with the API key and basic credentials', () => {
    configureApi({ apiBase: 'http://api.test/', apiKey: 'key-1', basicAuth: { user: 'u', password: 'p' } });
    const { calls, send } = sent();
    createAnalytics(parseAnalyticsConfig(undefined), send).pageView({ path: '/source/alpha?page=2', referrer: '/sources' });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://api.test/analytics/page-view');
    expect(calls[0].init).toMatchObject({ method: 'POST' });
    expect(calls[0].init.headers).toMatchObject({ 'x-api-key': 'key-1', authorization: `Basic ${btoa('u:p')}`, 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ path: '/source/alpha?page=2', referrer: '/sources' });
  });

  it('clips what it sends to the collector\'s limits', () => {
    configureApi({ apiBase: 'http://api.test', apiKey: 'k' });
    const { calls, send } = sent();
    createAnalytics({ provider: 'first-party' }, send).pageView({ path: `/${'a'.repeat(600)}`, referrer: 'r'.repeat(600) });
    const body = JSON.parse(String(calls[0].init.body));
    expect(body.path).toHaveLength(512);
    expect(body.referrer).toHaveLength(512);
  });

  it('sends nothing before the API is configured', () => {
    const { send } = sent();
    createAnalytics({ provider: 'first-party' }, send).pageView({ path: '/', referrer: '' });
    expect(send).not.toHaveBeenCalled();
  });

  it('can send to a hosted collector (Plausible) instead, chosen in remotes.json', () => {
    const { calls, send } = sent();
    const config = parseAnalyticsConfig({ provider: 'plausible', domain: 'ironscore.example' });
    createAnalytics(config, send).pageView({ path: '/brands', referrer: '' });
    expect(calls[0].url).toBe(PLAUSIBLE_ENDPOINT);
    expect(calls[0].init.headers).toEqual({ 'content-type': 'text/plain' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      name: 'pageview',
      domain: 'ironscore.example',
      url: `${window.location.origin}/brands`,
      referrer: null,
    });
  });

  it('sends nothing when analytics is off; unknown providers fall back to the first-party collector', () => {
    const { send } = sent();
    createAnalytics(parseAnalyticsConfig({ provider: 'off' }), send).pageView({ path: '/', referrer: '' });
    expect(send).not.toHaveBeenCalled();
    expect(parseAnalyticsConfig({ provider: 'plausible' })).toEqual({ provider: 'first-party' });
    expect(parseAnalyticsConfig({ provider: 'mystery' })).toEqual({ provider: 'first-party' });
  });
});
