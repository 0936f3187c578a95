import { cacheControlFor, runtimeOrigins, shellContentSecurityPolicy } from './headers.mjs';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('cacheControlFor', () => {
  test('content-hashed chunks and assets are immutable for a year', () => {
    for (const file of ['/112.85b33b5a71.js', '/main.0a1b2c3d4e.css', '/assets/logo.0a1b2c3d4e.svg', '/assets/font.0a1b2c3d4e.woff2']) {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
  });
  test('files that name other files are revalidated on every use', () => {
    for (const file of ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json', '/standalone.html']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
  test('unhashed files are revalidated', () => {
    expect(cacheControlFor('/main.js')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('shellContentSecurityPolicy', () => {
  const config = {
    apiBase: 'http://127.0.0.1:4000',
    remotes: { catalog: 'http://127.0.0.1:3001/mf-manifest.json', auth: 'http://127.0.0.1:3002/mf-manifest.json' },
    firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com' },
    realtime: { databaseURL: 'https://demo-default-rtdb.europe-west1.firebasedatabase.app' },
  };

  test('allows the API, the remotes, Google sign-in and the chat database, and no framing', () => {
    const d = directives(shellContentSecurityPolicy(config));
    expect(d['script-src']).toEqual(["'self'", 'http://127.0.0.1:3001', 'http://127.0.0.1:3002', 'https://apis.google.com', 'https://*.firebasedatabase.app']);
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4000', 'http://127.0.0.1:3001', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'wss://demo-default-rtdb.europe-west1.firebasedatabase.app']),
    );
    expect(d['frame-src']).toEqual(['https://apis.google.com', 'https://demo.firebaseapp.com']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
  });

  test('the local emulators replace the Google origins', () => {
    const o = runtimeOrigins({ ...config, firebase: { authEmulatorUrl: 'http://127.0.0.1:9099' }, realtime: { emulatorHost: '127.0.0.1:9000' } });
    expect(o.connect).toEqual(['http://127.0.0.1:9099', 'http://127.0.0.1:9000', 'ws://127.0.0.1:9000']);
    expect(o.frames).toEqual(['http://127.0.0.1:9099']);
    expect(o.scripts).toEqual(['https://apis.google.com']);
  });

  test('an unreadable runtime file gives a same-origin policy', () => {
    for (const bad of [null, 'x', { apiBase: 'javascript:alert(1)', remotes: { a: 'not a url' } }]) {
      const d = directives(shellContentSecurityPolicy(bad));
      expect(d['script-src']).toEqual(["'self'"]);
      expect(d['connect-src']).toEqual(["'self'"]);
      expect(d['frame-src']).toEqual(["'none'"]);
    }
  });

  test('a value that is not a host never reaches the policy', () => {
    const policy = shellContentSecurityPolicy({ firebase: { authDomain: 'a b; script-src *' } });
    expect(policy).not.toContain('script-src *');
    expect(directives(policy)['frame-src']).toEqual(['https://apis.google.com']);
  });
});
