import { MSG, calls, type CallName, type Calls, type Envelope, type PageLink } from '@ironscore/contract';
import { on } from '@ironscore/events';
import {
  api,
  configureApi,
  encodePayload,
  getApiConfig,
  isRegistered,
  registerCalls,
  uploadSrcSet,
  uploadUrl,
  SESSION_EXPIRED_DEDUPE_MS,
  type CallOptions,
} from './index';

// The whole catalogue, and test calls with every flag of the catalogue beside the real ones.
// valibot through the contract's install (this package does not depend on it).
const v = jest.requireActual('valibot');
const file = v.optional(v.custom((x: unknown) => x instanceof Blob));
registerCalls(calls, {
  Test_Form: { token: false, payload: v.object({ name: v.string(), note: v.optional(v.string()), count: v.optional(v.number()), flag: v.optional(v.boolean()), ids: v.optional(v.array(v.number())) }) },
  Test_Token: { token: true, payload: v.object({}) },
  Test_Viewer: { token: false, optionalToken: true, payload: v.object({}) },
  Test_Upload: { token: true, multipart: true, payload: v.object({ review_comment: v.string(), review_image: file }) },
  Test_Synthetic: { token: false, syntheticOnNetworkError: true, payload: v.object({ user_name: v.string() }) },
  Test_Cached: { token: false, cached: true, payload: v.object({ category_id: v.optional(v.number()) }) },
} as unknown as Partial<Calls>);

type AnyCall = (name: string, payload?: object, options?: CallOptions) => Promise<Envelope<unknown> | null>;
const call = api.call as unknown as AnyCall;

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  form: FormData;
}

let seen: Seen[] = [];
let reply: (req: Request) => Promise<Response> | Response;
let now = 1_000_000_000;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  seen = [];
  now += 10 * SESSION_EXPIRED_DEDUPE_MS; // far from every earlier dedupe window
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  configureApi({ apiBase: 'http://api.test/', apiKey: 'key-123', getToken: () => 'tok-abc', timeoutMs: 30_000 });
  reply = () => json({ status: true, message: '', data: 'ok' });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push({ url: req.url, method: req.method, headers: req.headers, form: await req.clone().formData() });
    return reply(req);
  }) as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('types', () => {
  it('payload is optional only when nothing is required, and data is typed', async () => {
    const typed = async () => {
      const pages: Envelope<PageLink[]> | null = await api.call('Get_Pages');
      await api.call('Get_Pages', {}, { signal: new AbortController().signal });
      await api.call('Get_Page', { page_slug_url: 'x' });
      // @ts-expect-error page_slug_url is required
      await api.call('Get_Page');
      // @ts-expect-error wrong field type
      await api.call('Get_Page', { page_slug_url: 1 });
      // @ts-expect-error unknown call
      await api.call('No_Such_Call');
      return pages;
    };
    expect(typeof typed).toBe('function');
  });
});

describe('configuration', () => {
  it('merges partial configuration', () => {
    configureApi({ getToken: () => 'other' });
    const config = getApiConfig();
    expect(config.apiBase).toBe('http://api.test/');
    expect(config.apiKey).toBe('key-123');
    expect(config.getToken?.()).toBe('other');
  });

  it('builds upload URLs and gives null for missing or default images', () => {
    expect(uploadUrl('sources/profile', 'acme.jpg')).toBe('http://api.test/uploads/sources/profile/acme.jpg');
    expect(uploadUrl('brands/products', '/p.png')).toBe('http://api.test/uploads/brands/products/p.png');
    expect(uploadUrl('users/profile', 'default.jpg')).toBeNull();
    expect(uploadUrl('users/profile', '')).toBeNull();
    expect(uploadUrl('users/profile', null)).toBeNull();
    expect(uploadUrl('users/profile', undefined)).toBeNull();
    expect(uploadUrl('users/profile', 'https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  });

  it('gives the srcset of the WebP variants of this API\'s uploads only', () => {
    expect(uploadSrcSet('http://api.test/uploads/brands/profile/logo.png')).toBe(
      'http://api.test/uploads/brands/profile/logo.png.w160.webp 160w, http://api.test/uploads/brands/profile/logo.png.w320.webp 320w, ' +
        'http://api.test/uploads/brands/profile/logo.png.w640.webp 640w, http://api.test/uploads/brands/profile/logo.png.w1280.webp 1280w',
    );
    expect(uploadSrcSet('https://cdn.test/uploads/brands/profile/logo.png')).toBeNull();
    expect(uploadSrcSet('http://api.test/uploads/brands/profile/logo.gif')).toBeNull();
    expect(uploadSrcSet('http://api.test/uploads/brands/profile/logo.png?v=2')).toBeNull();
    expect(uploadSrcSet('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('transport', () => {
  it('rejects (programming error) for a call the app did not register', async () => {
    expect(isRegistered('Get_Page')).toBe(true);
    expect(isRegistered('No_Such_Call')).toBe(false);
    await expect(call('No_Such_Call')).rejects.toThrow('API call No_Such_Call is not registered');
    expect(() => encodePayload('No_Such_Call' as CallName, {})).toThrow('API call No_Such_Call is not registered');
    expect(seen).toHaveLength(0);
  });

  it('POSTs to {apiBase}/api/{name} with the API key and the project field', async () => {
    const result = await api.call('Get_Page', { page_slug_url: 'about' });
    expect(result).toEqual({ status: true, message: '', data: 'ok' });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('http://api.test/api/Get_Page');
    expect(seen[0].headers.get('x-api-key')).toBe('key-123');
    expect(seen[0].headers.get('x-auth-token')).toBeNull();
    expect([...seen[0].form.entries()]).toEqual([
      ['page_slug_url', 'about'],
      ['project', ''],
    ]);
  });

  it('sends the basic credentials on every call when they are configured, and none otherwise', async () => {
    await api.call('Get_Page', { page_slug_url: 'about' });
    expect(seen[0].headers.get('authorization')).toBeNull();
    configureApi({ basicAuth: { user: 'ironscore', password: 'pässword:1' } });
    try {
      await api.call('Get_Page', { page_slug_url: 'about' });
      await call('Test_Token');
      const expected = `Basic ${Buffer.from('ironscore:pässword:1', 'utf8').toString('base64')}`;
      expect(seen[1].headers.get('authorization')).toBe(expected);
      expect(seen[2].headers.get('authorization')).toBe(expected);
      expect(seen[2].headers.get('x-auth-token')).toBe('tok-abc');
    } finally {
      configureApi({ basicAuth: null });
    }
  });

  it('sends the token header only for token calls', async () => {
    await call('Test_Token');
    expect(seen[0].headers.get('x-auth-token')).toBe('tok-abc');
    expect(seen[0].headers.get('x-api-key')).toBe('key-123');
  });

  it('sends the token of optional-token calls when there is one', async () => {
    await call('Test_Viewer');
    expect(seen[0].headers.get('x-auth-token')).toBe('tok-abc');
    configureApi({ getToken: () => null });
    await call('Test_Viewer');
    expect(seen[1].headers.get('x-auth-token')).toBeNull();
  });

  it('still sends a token call without a token, and accepts an explicit token', async () => {
    configureApi({ getToken: () => null });
    await call('Test_Token');
    expect(seen[0].headers.get('x-auth-token')).toBeNull();
    await call('Test_Token', {}, { token: 'explicit' });
    expect(seen[1].headers.get('x-auth-token')).toBe('explicit');
  });

  it('encodes numbers, booleans and arrays as strings and omits unfilled optional fields', async () => {
    await call('Test_Form', { name: 'a', note: '', count: 3, flag: false, ids: [1, 2], other: null, more: undefined });
    expect([...seen[0].form.entries()]).toEqual([
      ['name', 'a'],
      ['count', '3'],
      ['flag', 'false'],
      ['ids', '[1,2]'],
      ['project', ''],
    ]);
  });

  it('keeps an empty required field (the server answers with its message)', () => {
    const form = encodePayload('Test_Form' as CallName, { name: '' });
    expect([...form.entries()]).toEqual([
      ['name', ''],
      ['project', ''],
    ]);
  });

  it('sends files as multipart parts', async () => {
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await call('Test_Upload', { review_comment: 'Great', review_image: image });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const part = seen[0].form.get('review_image');
    expect(part).toBeInstanceOf(Blob);
    expect((part as Blob).size).toBe(3);
    expect((part as Blob).type).toBe('image/jpeg');
    expect(seen[0].form.get('review_comment')).toBe('Great');
  });

  it('leaves out an optional file that is not filled', async () => {
    await call('Test_Upload', { review_comment: 'Great', review_image: undefined });
    expect(seen[0].form.has('review_image')).toBe(false);
  });

  it('returns the envelope of a 4xx reply', async () => {
    reply = () => json({ status: false, message: 'User name is taken.', data: null, errors: { MemberUsername: 'x' } }, 400);
    expect(await call('Test_Form', { name: 'a' })).toEqual({
      status: false,
      message: 'User name is taken.',
      data: null,
      errors: { MemberUsername: 'x' },
    });
  });

  it('does not retry a failed POST', async () => {
    reply = () => json({ status: false, message: 'busy', data: null }, 503);
    await call('Test_Form', { name: 'a' });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('token_error', () => {
  it('gives exactly one session:expired event for concurrent replies and returns the envelopes', async () => {
    const expired = jest.fn();
    const off = on('session:expired', expired);
    reply = () => json({ status: false, message: 'Session expired', data: null, token_error: true }, 401);
    const [a, b] = await Promise.all([call('Test_Token'), call('Test_Token')]);
    expect(a).toMatchObject({ status: false, token_error: true });
    expect(b).toMatchObject({ status: false, token_error: true });
    expect(expired).toHaveBeenCalledTimes(1);

    now += SESSION_EXPIRED_DEDUPE_MS + 1;
    await call('Test_Token');
    expect(expired).toHaveBeenCalledTimes(2);
    off();
  });

  it('can be kept from raising the event', async () => {
    const expired = jest.fn();
    const off = on('session:expired', expired);
    reply = () => json({ status: false, message: '', data: null, token_error: true });
    await call('Test_Token', {}, { tokenErrorEvent: false });
    off();
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('network failures', () => {
  const synthetic = { status: false, message: MSG.serverConnectionError, data: null };

  it('fetch rejection: synthetic envelope for listed calls, null for others', async () => {
    reply = () => {
      throw new TypeError('fetch failed');
    };
    expect(await call('Test_Synthetic', { user_name: 'x' })).toEqual(synthetic);
    expect(await call('Test_Form', { name: 'x' })).toBeNull();
  });

  it('non-JSON body counts as a network failure', async () => {
    reply = () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect(await call('Test_Synthetic', { user_name: 'x' })).toEqual(synthetic);
    expect(await call('Test_Form', { name: 'x' })).toBeNull();
  });

  it('JSON that is not an envelope counts as a network failure', async () => {
    reply = () => json(['not', 'an', 'envelope']);
    expect(await call('Test_Form', { name: 'x' })).toBeNull();
  });

  it('a timeout counts as a network failure', async () => {
    configureApi({ timeoutMs: 50 });
    reply = (req) =>
      new Promise<Response>((_, reject) => {
        req.signal.addEventListener('abort', () => reject(req.signal.reason ?? new Error('aborted')));
      });
    expect(await call('Test_Synthetic', { user_name: 'x' })).toEqual(synthetic);
  });

  it('a caller abort gives null, even for listed calls', async () => {
    const controller = new AbortController();
    reply = (req) =>
      new Promise<Response>((_, reject) => {
        req.signal.addEventListener('abort', () => reject(req.signal.reason ?? new Error('aborted')));
      });
    const pending = call('Test_Synthetic', { user_name: 'x' }, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    expect(await pending).toBeNull();
  });
});

describe('no cache here (packages/data owns caching)', () => {
  it('sends every call, also calls the contract marks cached', async () => {
    await call('Test_Cached');
    await call('Test_Cached');
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});
