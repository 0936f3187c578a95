/**
 * Google sign-in: the browser signs in with Firebase Auth (GoogleAuthProvider) and sends the
 * Firebase ID token; this module verifies it with firebase-admin and returns the identity taken
 * from the verified token only (never from the client's uid/email fields).
 *
 * Configuration (environment of the API process):
 * - FIREBASE_PROJECT_ID: the Firebase project whose ID tokens are accepted. Without it (and
 *   without the emulator) Google sign-in answers "Google sign-in is not configured."
 * - FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099): firebase-admin accepts the Auth
 *   emulator's unsigned tokens and checks the account against the emulator (local runs and tests);
 *   the project id then defaults to demo-ironscore. Never set it in production.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { MSG } from '@ironscore/contract';

export const DEFAULT_EMULATOR_PROJECT_ID = 'demo-ironscore';

export interface GoogleIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleConfig {
  projectId: string | null;
  emulatorHost: string | null;
}

export function googleConfig(env: Record<string, string | undefined> = process.env): GoogleConfig {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  const projectId =
    env.FIREBASE_PROJECT_ID?.trim() || env.GCLOUD_PROJECT?.trim() || (emulatorHost ? DEFAULT_EMULATOR_PROJECT_ID : null);
  return { projectId, emulatorHost };
}

export class GoogleTokenError extends Error {}

function adminApp(projectId: string): App {
  const name = `ironscore-auth-${projectId}`;
  return getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * Verifies a Firebase ID token of a Google sign-in. Throws GoogleTokenError for a token that is
 * invalid, expired, of another project, not from the Google provider, or without an e-mail.
 */
export async function verifyGoogleIdToken(idToken: string, config: GoogleConfig = googleConfig()): Promise<GoogleIdentity> {
  if (!config.projectId) throw new GoogleTokenError(MSG.auth.googleNotConfigured);
  let decoded;
  try {
    decoded = await getAuth(adminApp(config.projectId)).verifyIdToken(idToken);
  } catch (err) {
    throw new GoogleTokenError(`Invalid Google identity token: ${(err as { code?: string }).code ?? (err as Error).message}`);
  }
  if (decoded.firebase?.sign_in_provider !== 'google.com') throw new GoogleTokenError('The identity token is not from a Google sign-in.');
  const email = typeof decoded.email === 'string' ? decoded.email.trim().toLowerCase() : '';
  if (!email) throw new GoogleTokenError('The Google account has no e-mail address.');
  return {
    uid: decoded.uid,
    email,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : '',
  };
}
