/**
 * What every remote exposes and what each exposed module takes: the typed map between the shell
 * (and any remote that renders another remote's module) and the remotes. The shell's loader is
 * typed by it (`loadExpose('auth/AuthPopup')` gives a component taking `AuthPopupProps`), and each
 * exposed module declares its props with `ExposeProps<'remote/Name'>`.
 *
 * A remote's webpack config must expose exactly the names listed for it in `EXPOSES`
 * (packages/mf-config checks this at build time): adding an expose starts here.
 */
import type { IronEvents } from '@ironscore/events';
import type { RemoteAppProps } from '@ironscore/contract';

/** What the shell passes to `auth/AuthPopup` for an 'auth:open' or 'auth:claim' event. */
export type AuthRequest =
  | { kind: 'open'; detail: IronEvents['auth:open'] }
  | { kind: 'claim'; detail: IronEvents['auth:claim'] };

export interface AuthPopupProps {
  request: AuthRequest;
  onClose: () => void;
}

export interface VerifyDialogProps {
  onClose: () => void;
  /** Defaults to the signed-in user's e-mail. */
  email?: string;
}

export interface ClaimDialogProps {
  target: IronEvents['auth:claim'];
  onClose: () => void;
}

/**
 * A tab of the account settings (spec/3 §2.7), rendered by mfe-profile's settings page and by
 * mfe-business's source and brand settings for the signed-in account.
 */
export interface SettingsTabProps {
  /** Called after a successful save. */
  onSaved?: () => void;
}

/**
 * Expose id (`<remote>/<module>`) → the props of its default export. Every remote exposes `App`
 * (its pages: the shell passes the id of the route shown, one of the remote's own routes); the
 * other modules are listed by name. A new remote that exposes only its App needs nothing here.
 */
export interface ExposeMap {
  [app: `${string}/App`]: RemoteAppProps;
  'auth/AuthPopup': AuthPopupProps;
  'auth/VerifyDialog': VerifyDialogProps;
  'auth/ClaimDialog': ClaimDialogProps;
  'profile/SecuritySettings': SettingsTabProps;
  'profile/PrivacySettings': SettingsTabProps;
}

export type ExposeId = keyof ExposeMap & string;

/**
 * A remote's App may carry `preload(route)`: it loads what the route's page needs to render without
 * suspending (its lazy chunk) and resolves when that is in. The shell awaits it before the App
 * replaces the page's first frame (or loading placeholder), so the page appears in one step instead
 * of frame → the App's Suspense fallback → page. Optional: an App without it renders at once.
 */
export interface PreloadableApp {
  preload?: (route: string) => Promise<unknown> | undefined;
}
export type ExposeProps<K extends ExposeId> = ExposeMap[K];

/**
 * The modules a remote exposes besides `App` (what `exposes` of its webpack config must list with
 * `./App`; packages/mf-config checks it at build time). A remote not listed exposes its App only.
 */
export const EXPOSES: Readonly<Record<string, readonly string[]>> = {
  auth: ['AuthPopup', 'VerifyDialog', 'ClaimDialog'],
  profile: ['SecuritySettings', 'PrivacySettings'],
};

/** `'auth/AuthPopup'` → `{ remote: 'auth', expose: 'AuthPopup' }`. */
export function splitExposeId(id: ExposeId): { remote: string; expose: string } {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash), expose: id.slice(slash + 1) };
}
