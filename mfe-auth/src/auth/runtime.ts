/**
 * Firebase web configuration for Google sign-in, read from the page's runtime file
 * `/remotes.json` (the shell's, replaced per environment), block `firebase`:
 *
 *   "firebase": { "apiKey": "...", "authDomain": "<project>.firebaseapp.com", "projectId": "...",
 *                 "appId": "... (optional)", "authEmulatorUrl": "http://127.0.0.1:9099 (local only)" }
 *
 * Without a usable block Google sign-in is "not configured" and the button says so.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** Local runs and tests: the Firebase Auth emulator. */
  authEmulatorUrl?: string;
}

export const RUNTIME_FILE = '/remotes.json';

const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);

/** The `firebase` block of a runtime file, or null when it is missing or incomplete. */
export function parseFirebaseConfig(json: unknown): FirebaseWebConfig | null {
  const block = (json as { firebase?: Record<string, unknown> } | null)?.firebase;
  if (!block || typeof block !== 'object') return null;
  const apiKey = str(block.apiKey);
  const projectId = str(block.projectId);
  const authEmulatorUrl = str(block.authEmulatorUrl);
  const authDomain = str(block.authDomain) ?? (projectId ? `${projectId}.firebaseapp.com` : undefined);
  if (!apiKey || !projectId || !authDomain) return null;
  const appId = str(block.appId);
  return { apiKey, authDomain, projectId, ...(appId ? { appId } : {}), ...(authEmulatorUrl ? { authEmulatorUrl } : {}) };
}

let pending: Promise<FirebaseWebConfig | null> | null = null;

/** Reads (once per page) the Firebase block of /remotes.json. */
export function loadFirebaseConfig(fetchImpl?: typeof fetch): Promise<FirebaseWebConfig | null> {
  if (!pending) {
    const get = fetchImpl ?? (typeof fetch === 'function' ? fetch : undefined);
    pending = get
      ? Promise.resolve()
          .then(() => get(RUNTIME_FILE, { cache: 'no-cache', headers: { accept: 'application/json' } }))
          .then((res) => (res.ok ? res.json() : null))
          .then(parseFirebaseConfig)
          .catch(() => null)
      : Promise.resolve(null);
  }
  return pending;
}

/** Tests: forget the cached configuration. */
export function resetFirebaseConfig(): void {
  pending = null;
}
