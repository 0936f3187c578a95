/**
 * Where the chat's Realtime Database is: the `realtime` block (plus the `firebase` block for
 * production sign-in) of the page's runtime file, read and validated by packages/contract
 * (runtimeConfig.mjs):
 *
 *   local:       "realtime": { "databaseURL": "http://127.0.0.1:9000?ns=ironscore", "emulatorHost": "127.0.0.1:9000" }
 *   production:  "realtime": { "databaseURL": "https://<project>-default-rtdb.firebaseio.com" },
 *                "firebase": { "apiKey": "…", "authDomain": "…", "projectId": "…" }
 */
import { loadRuntimeConfig, parseRuntimeConfig, type RealtimeWebConfig } from '@ironscore/contract';

export type { RealtimeWebConfig };

/** The chat configuration of a runtime file, or null when it has none (messages unavailable). */
export const parseRealtimeConfig = (json: unknown): RealtimeWebConfig | null => parseRuntimeConfig(json).realtime;

let given: Promise<RealtimeWebConfig | null> | null = null;

/** The chat configuration of the page's runtime file (read once per page). */
export function loadRealtimeConfig(fetchImpl?: typeof fetch): Promise<RealtimeWebConfig | null> {
  return given ?? loadRuntimeConfig(fetchImpl).then((config) => config?.realtime ?? null);
}

/** Tests: use this configuration instead of reading the runtime file. */
export function setRealtimeConfig(config: RealtimeWebConfig | null): void {
  given = Promise.resolve(config);
}
