/**
 * The Firebase Auth emulator for local runs and tests, started in-process from firebase-tools
 * (a devDependency; pure Node, works offline). Equivalent to
 * `firebase emulators:start --only auth --project demo-ironscore` without the CLI's hub, MOTD
 * fetch and config file. Never used in production.
 *
 * Helpers for tests: `googleIdToken()` signs a (fake) Google account in through the emulator's
 * signInWithIdp endpoint and returns a Firebase ID token, exactly what the browser gets from
 * signInWithPopup(GoogleAuthProvider) against the emulator.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_EMULATOR_PROJECT_ID } from './google';

interface AuthEmulatorInstance {
  start(): Promise<void>;
  stop(): Promise<void>;
}

type AuthEmulatorCtor = new (args: { host: string; port: number; projectId: string; singleProjectMode: number }) => AuthEmulatorInstance;

export interface RunningAuthEmulator {
  host: string;
  port: number;
  projectId: string;
  /** `host:port`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  hostPort: string;
  /** `http://host:port`, the URL for the browser SDK's connectAuthEmulator. */
  url: string;
  stop(): Promise<void>;
}

function loadAuthEmulator(): AuthEmulatorCtor {
  // firebase-tools has no typed public API for this; resolve it from the server package.
  const entry = require.resolve('firebase-tools/package.json', { paths: [path.resolve(__dirname, '..', '..')] });
  const mod = createRequire(entry)('./lib/emulator/auth/index.js') as { AuthEmulator: AuthEmulatorCtor };
  return mod.AuthEmulator;
}

export async function startAuthEmulator(
  opts: { host?: string; port: number; projectId?: string } = { port: 9099 },
): Promise<RunningAuthEmulator> {
  const host = opts.host ?? '127.0.0.1';
  const projectId = opts.projectId ?? DEFAULT_EMULATOR_PROJECT_ID;
  const AuthEmulator = loadAuthEmulator();
  // singleProjectMode 0 = NO_WARNING
  const emulator = new AuthEmulator({ host, port: opts.port, projectId, singleProjectMode: 0 });
  await emulator.start();
  const url = `http://${host}:${opts.port}`;
  // start() returns before the port listens; wait until it answers.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`Auth emulator did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { host, port: opts.port, projectId, hostPort: `${host}:${opts.port}`, url, stop: () => emulator.stop() };
}

/**
 * Signs a Google account in through the emulator and returns its Firebase ID token.
 * `sub` is the Google account id (the same sub gives the same Firebase uid).
 */
export async function googleIdToken(
  emulatorUrl: string,
  account: { sub: string; email: string; name?: string; email_verified?: boolean },
): Promise<{ idToken: string; uid: string }> {
  const claims = { email_verified: true, ...account };
  const res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    }),
  });
  const json = (await res.json()) as { idToken?: string; localId?: string; error?: { message: string } };
  if (!res.ok || !json.idToken || !json.localId) throw new Error(`signInWithIdp failed: ${json.error?.message ?? res.status}`);
  return { idToken: json.idToken, uid: json.localId };
}

/** An e-mail/password account's ID token (not a Google sign-in). */
export async function passwordIdToken(emulatorUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`signUp failed: ${json.error?.message ?? res.status}`);
  return json.idToken;
}
