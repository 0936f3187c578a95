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
import type { RemoteAppProps, RemoteName } from '@ironscore/contract';

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

/** Expose id (`<remote>/<module>`) → the props of its default export. */
export interface ExposeMap {
  'catalog/App': RemoteAppProps<'catalog'>;
  /** The auth remote's standalone page (it owns no route of the shell). */
  'auth/App': Record<string, never>;
  'auth/AuthPopup': AuthPopupProps;
  'auth/VerifyDialog': VerifyDialogProps;
  'auth/ClaimDialog': ClaimDialogProps;
  'community/App': RemoteAppProps<'community'>;
  'profile/App': RemoteAppProps<'profile'>;
  'profile/SecuritySettings': SettingsTabProps;
  'profile/PrivacySettings': SettingsTabProps;
  'business/App': RemoteAppProps<'business'>;
}

export type ExposeId = keyof ExposeMap;

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
/** The module names a remote exposes (`'App' | 'AuthPopup' | …` for 'auth'). */
export type ExposeNameOf<R extends RemoteName> = ExposeId extends infer K
  ? K extends `${R}/${infer Name}`
    ? Name
    : never
  : never;

/** Every expose of every remote, as names (what `exposes` of each webpack config must list). */
export const EXPOSES = {
  catalog: ['App'],
  auth: ['App', 'AuthPopup', 'VerifyDialog', 'ClaimDialog'],
  community: ['App'],
  profile: ['App', 'SecuritySettings', 'PrivacySettings'],
  business: ['App'],
} as const satisfies { [R in RemoteName]: readonly ExposeNameOf<R>[] };

// Compile-time: every id of ExposeMap is listed in EXPOSES.
type Listed = { [R in RemoteName]: `${R}/${(typeof EXPOSES)[R][number]}` }[RemoteName];
const everyExposeListed: [Exclude<ExposeId, Listed>] extends [never] ? true : never = true;
void everyExposeListed;

/** `'auth/AuthPopup'` → `{ remote: 'auth', expose: 'AuthPopup' }`. */
export function splitExposeId<K extends ExposeId>(id: K): { remote: RemoteName; expose: string } {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash) as RemoteName, expose: id.slice(slash + 1) };
}
