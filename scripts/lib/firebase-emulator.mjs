// Google sign-in (Firebase Auth) settings of a local stack: the Firebase Auth emulator (offline,
// from firebase-tools) unless a real Firebase project is configured.
//
// - Real project: FIREBASE_PROJECT_ID and FIREBASE_API_KEY (optional FIREBASE_AUTH_DOMAIN,
//   FIREBASE_APP_ID) in the environment: no emulator; the API verifies real ID tokens.
// - IRONSCORE_FIREBASE=off: no Google sign-in (the button says it is not configured).
// - Otherwise: the emulator on 9099 + port offset, project demo-ironscore.
//
// The browser gets the `firebase` block of remotes.json: { apiKey, authDomain, projectId, appId?,
// authEmulatorUrl? }; the API gets FIREBASE_PROJECT_ID (and FIREBASE_AUTH_EMULATOR_HOST).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './toolchain.mjs';

export const AUTH_EMULATOR_PORT = 9099;
export const EMULATOR_PROJECT_ID = 'demo-ironscore';

/** @returns {null | { emulator: boolean, host?: string, port?: number, url?: string, env: Record<string,string>, webConfig: Record<string,string> }} */
export function firebaseSettings({ offset = 0, env = process.env } = {}) {
  if ((env.IRONSCORE_FIREBASE ?? '').toLowerCase() === 'off') return null;
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  const apiKey = env.FIREBASE_API_KEY?.trim();
  if (projectId && apiKey) {
    const webConfig = { apiKey, authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`, projectId };
    if (env.FIREBASE_APP_ID?.trim()) webConfig.appId = env.FIREBASE_APP_ID.trim();
    return { emulator: false, env: { FIREBASE_PROJECT_ID: projectId }, webConfig };
  }
  if (!existsSync(path.join(ROOT, 'server/node_modules/firebase-tools/package.json'))) return null;
  // The emulator signs anyone in as any Google account: it listens on this machine only, whatever
  // host the site is served on.
  const host = '127.0.0.1';
  const port = AUTH_EMULATOR_PORT + offset;
  const url = `http://${host}:${port}`;
  return {
    emulator: true,
    host,
    port,
    url,
    env: { FIREBASE_AUTH_EMULATOR_HOST: `${host}:${port}`, FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID },
    webConfig: {
      apiKey: 'demo-api-key',
      authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      projectId: EMULATOR_PROJECT_ID,
      authEmulatorUrl: url,
    },
  };
}

/** Starts the Auth emulator (server/src/cli/auth-emulator.ts) as a child process. */
export function spawnAuthEmulator({ host, port, stdio = 'inherit' }) {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/src/cli/auth-emulator.ts'), '--host', host, '--port', String(port), '--project', EMULATOR_PROJECT_ID],
    { cwd: path.join(ROOT, 'server'), stdio },
  );
}
