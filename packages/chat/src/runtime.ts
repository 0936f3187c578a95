/**
 * Where the chat's Realtime Database is, read from the page's runtime file `/remotes.json` (the
 * shell's, replaced per environment), block `realtime`, plus the `firebase` block for production
 * sign-in:
 *
 *   local:       "realtime": { "databaseURL": "http://127.0.0.1:9000?ns=ironscore", "emulatorHost": "127.0.0.1:9000" }
 *   production:  "realtime": { "databaseURL": "https://<project>-default-rtdb.firebaseio.com" },
 *                "firebase": { "apiKey": "…", "authDomain": "…", "projectId": "…" }
 */
export interface RealtimeWebConfig {
  databaseURL: string;
  /** host:port of the local server (tokens go in as the emulator's user token). */
  emulatorHost?: string;
  /** Firebase web config for signInWithCustomToken (production). */
  firebase?: { apiKey: string; authDomain: string; projectId: string; appId?: string };
}

export const RUNTIME_FILE = '/remotes.json';

const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);

/** The chat configuration of a runtime file, or null when it has none (messages unavailable). */
export function parseRealtimeConfig(json: unknown): RealtimeWebConfig | null {
  const root = (json ?? {}) as { realtime?: Record<string, unknown>; firebase?: Record<string, unknown> };
  const databaseURL = str(root.realtime?.databaseURL);
  if (!databaseURL) return null;
  const emulatorHost = str(root.realtime?.emulatorHost);
  if (emulatorHost && !/^[^:/\s]+:\d+$/.test(emulatorHost)) return null;
  const apiKey = str(root.firebase?.apiKey);
  const projectId = str(root.firebase?.projectId);
  const authDomain = str(root.firebase?.authDomain) ?? (projectId ? `${projectId}.firebaseapp.com` : undefined);
  const appId = str(root.firebase?.appId);
  if (!emulatorHost && !(apiKey && projectId && authDomain)) return null;
  return {
    databaseURL,
    ...(emulatorHost ? { emulatorHost } : {}),
    ...(apiKey && projectId && authDomain ? { firebase: { apiKey, authDomain, projectId, ...(appId ? { appId } : {}) } } : {}),
  };
}

let pending: Promise<RealtimeWebConfig | null> | null = null;

/** Reads (once per page) the chat configuration of /remotes.json. */
export function loadRealtimeConfig(fetchImpl?: typeof fetch): Promise<RealtimeWebConfig | null> {
  if (!pending) {
    const get = fetchImpl ?? (typeof fetch === 'function' ? fetch : undefined);
    pending = get
      ? Promise.resolve()
          .then(() => get(RUNTIME_FILE, { cache: 'no-cache', headers: { accept: 'application/json' } }))
          .then((res) => (res.ok ? res.json() : null))
          .then(parseRealtimeConfig)
          .catch(() => null)
      : Promise.resolve(null);
  }
  return pending;
}

/** Tests: use this configuration instead of reading the runtime file. */
export function setRealtimeConfig(config: RealtimeWebConfig | null): void {
  pending = Promise.resolve(config);
}
