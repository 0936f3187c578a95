/**
 * Runs the Firebase Auth emulator for local runs and the e2e stack (Google sign-in offline):
 *
 *   tsx src/cli/auth-emulator.ts [--host 127.0.0.1] [--port 9099] [--project demo-ironscore]
 *
 * The API then needs FIREBASE_AUTH_EMULATOR_HOST=host:port and FIREBASE_PROJECT_ID=<project>;
 * the browser gets { apiKey, authDomain, projectId, authEmulatorUrl } in the `firebase` block of
 * remotes.json (scripts/lib/firebase-emulator.mjs does both).
 */
import { DEFAULT_EMULATOR_PROJECT_ID } from '../auth/google';
import { startAuthEmulator } from '../auth/emulator';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const host = arg('host', '127.0.0.1');
  const port = Number(arg('port', '9099'));
  const projectId = arg('project', DEFAULT_EMULATOR_PROJECT_ID);
  const started = Date.now();
  const emulator = await startAuthEmulator({ host, port, projectId });
  console.log(`[auth-emulator] Firebase Auth emulator for ${projectId} on ${emulator.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await emulator.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error('[auth-emulator] failed to start:', err);
  process.exit(1);
});
