/**
 * Google sign-in with Firebase Auth (GoogleAuthProvider, popup). The Firebase SDK is loaded on
 * first use only. Nothing is kept in Firebase's storage (in-memory persistence, signed out right
 * after): the ID token is handed to the API (GoogleAuth), which verifies it with firebase-admin.
 */
import type { FirebaseWebConfig } from './runtime';

export interface GoogleCredential {
  idToken: string;
  uid: string;
  email: string;
  displayName: string;
}

/** Thrown when the user closed the Google popup (not an error to show). */
export class GoogleCancelled extends Error {}

const APP_NAME = 'ironscore-auth';
const CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

export async function signInWithGoogle(config: FirebaseWebConfig): Promise<GoogleCredential> {
  const [{ initializeApp, getApps }, authSdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const existing = getApps().find((a) => a.name === APP_NAME);
  const app =
    existing ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, ...(config.appId ? { appId: config.appId } : {}) },
      APP_NAME,
    );
  const auth = existing
    ? authSdk.getAuth(app)
    : authSdk.initializeAuth(app, { persistence: authSdk.inMemoryPersistence, popupRedirectResolver: authSdk.browserPopupRedirectResolver });
  if (config.authEmulatorUrl && !auth.emulatorConfig) authSdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  const provider = new authSdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    const result = await authSdk.signInWithPopup(auth, provider);
    const idToken = await result.user.getIdToken();
    return { idToken, uid: result.user.uid, email: result.user.email ?? '', displayName: result.user.displayName ?? '' };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (CANCEL_CODES.has(code)) throw new GoogleCancelled(code);
    throw err;
  } finally {
    void authSdk.signOut(auth).catch(() => undefined);
  }
}
