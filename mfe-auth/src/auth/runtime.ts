/**
 * Firebase web configuration for Google sign-in: the `firebase` block of the page's runtime file,
 * read and validated by packages/contract (runtimeConfig.mjs):
 *
 *   "firebase": { "apiKey": "...", "authDomain": "<project>.firebaseapp.com", "projectId": "...",
 *                 "appId": "... (optional)", "authEmulatorUrl": "http://127.0.0.1:9099 (local only)" }
 *
 * Without a usable block Google sign-in is "not configured" and the button says so.
 */
import { loadRuntimeConfig, resetRuntimeConfig, type FirebaseWebConfig } from '@ironscore/contract';

export type { FirebaseWebConfig };

/** The Firebase block of the page's runtime file (read once per page), null when unusable. */
export function loadFirebaseConfig(fetchImpl?: typeof fetch): Promise<FirebaseWebConfig | null> {
  return loadRuntimeConfig(fetchImpl).then((config) => config?.firebase ?? null);
}

/** Tests: read the runtime file again. */
export const resetFirebaseConfig = resetRuntimeConfig;
