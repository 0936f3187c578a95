/**
 * Typed event bus shared by the shell and every remote.
 *
 * Built on DOM events dispatched on `window` (event names are prefixed with `ironscore:`), so two
 * copies of this package (e.g. a remote that did not get the shared singleton) still talk to each
 * other. Outside a browser (node tests, server-side tools) a single EventTarget kept on
 * `globalThis` under a `Symbol.for` key plays the role of `window`.
 */
// Type-only import by path: erased at build time, so this package keeps no runtime dependency.
import type { LoginUser } from '../../contract/src/index';

export type AuthVariant = 'member' | 'business';
export type AuthForm = 'sign-in' | 'sign-up' | 'verify-account' | 'forgot-password-step-1';
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export type AlertKind = ToastKind | 'question';

/** What a confirm dialog asks (rendered by the shell's AlertHost, packages/ui). */
export interface ConfirmOptions {
  title: string;
  text?: string;
  /** Icon; default 'warning'. */
  kind?: AlertKind;
  /** Default 'Yes'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** Style of the confirm button; default 'primary' ('danger' for deletions). */
  confirmVariant?: 'primary' | 'secondary' | 'ghost' | 'danger';
}

/** Every event of the bus and its detail. */
export interface IronEvents {
  /** Open the authentication popup (mfe-auth). */
  'auth:open': { variant: AuthVariant; form?: AuthForm; email?: string };
  /** Open the business-ownership claim dialog (mfe-auth). */
  'auth:claim': { business_id: number; business_type: 'source' | 'brand'; name: string; website: string };
  /** A reply carried `token_error` (emitted once by packages/api, deduplicated). */
  'session:expired': Record<string, never>;
  /** The signed-in user changed (login, logout, token refresh, restore). */
  'session:changed': { user: LoginUser | null };
  /** Show a toast. `ms` defaults to the toast host's own default (TOAST_MS). */
  'toast': { kind: ToastKind; text: string; title?: string; ms?: number };
  /** Show an alert dialog (notification only; confirm dialogs go through packages/ui). */
  'alert': { kind: AlertKind; title: string; text?: string; id?: string };
  /** Start (or open) a conversation with a user. */
  'message:start': { user_id: number };
  /** The unread-message count changed. */
  'unread:changed': { count: number };
  /**
   * Ask a yes/no question (`confirm()` of packages/ui). The host that shows it sets `handled`
   * synchronously, so the sender can tell that no host is mounted; `resolve` gets the answer.
   */
  'confirm:request': { options: ConfirmOptions; resolve: (ok: boolean) => void; handled: boolean };
  /** An alert dialog with this `id` was closed by the user. */
  'alert:closed': { id: string };
  /** A user quick-view popover opened (every other one closes). */
  'quickview:open': { id: string };
  /**
   * The page's title and description for the page at `path` (pathname), sent by
   * `usePageMeta` of packages/host; the shell applies it while that page is shown.
   */
  'page:meta': { path: string; title?: string; description?: string; structuredData?: object };
}

export type IronEventName = keyof IronEvents;
export type IronHandler<K extends IronEventName> = (detail: IronEvents[K]) => void;

/** Prefix of the DOM event names: `ironscore:toast`, `ironscore:auth:open`, … */
export const EVENT_PREFIX = 'ironscore:';

/** Arguments of `emit`: the detail may be left out when it has no required field. */
type DetailArgs<K extends IronEventName> = Record<string, never> extends IronEvents[K]
  ? [detail?: IronEvents[K]]
  : [detail: IronEvents[K]];

const FALLBACK_TARGET_KEY = Symbol.for('ironscore.events.target');

function busTarget(): EventTarget {
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') return window;
  const g = globalThis as unknown as Record<symbol, EventTarget | undefined>;
  let target = g[FALLBACK_TARGET_KEY];
  if (!target) {
    target = new EventTarget();
    g[FALLBACK_TARGET_KEY] = target;
  }
  return target;
}

function makeEvent(type: string, detail: unknown): Event {
  if (typeof CustomEvent === 'function') return new CustomEvent(type, { detail });
  const event = new Event(type) as Event & { detail?: unknown };
  Object.defineProperty(event, 'detail', { value: detail });
  return event;
}

/** Dispatch an event to every listener (of every loaded copy of this package). */
export function emit<K extends IronEventName>(name: K, ...args: DetailArgs<K>): void {
  const detail = (args[0] ?? {}) as IronEvents[K];
  busTarget().dispatchEvent(makeEvent(EVENT_PREFIX + name, detail));
}

function listen<K extends IronEventName>(name: K, handler: IronHandler<K>, once: boolean): () => void {
  const target = busTarget();
  const type = EVENT_PREFIX + name;
  const listener = (event: Event) => handler(((event as CustomEvent).detail ?? {}) as IronEvents[K]);
  target.addEventListener(type, listener, { once });
  return () => target.removeEventListener(type, listener);
}

/** Subscribe; returns the unsubscribe function. */
export function on<K extends IronEventName>(name: K, handler: IronHandler<K>): () => void {
  return listen(name, handler, false);
}

/** Subscribe for the next event only; returns a function that cancels the subscription. */
export function once<K extends IronEventName>(name: K, handler: IronHandler<K>): () => void {
  return listen(name, handler, true);
}

// ---- Convenience helpers

/**
 * Show a toast (rendered by the shell's ToastHost of packages/ui): `toast('success', MSG.loginSuccessful)`;
 * `ms` defaults to the host's TOAST_MS.
 */
export function toast(kind: ToastKind, text: string, opts: { title?: string; ms?: number } = {}): void {
  emit('toast', { kind, text, ...opts });
}

/**
 * Show an alert dialog (rendered by the shell's AlertHost of packages/ui), SweetAlert-like:
 * `alertDialog('warning', 'Warning', message)`. With an `id`, 'alert:closed' tells when the user
 * closed it.
 */
export function alertDialog(kind: AlertKind, title: string, text?: string, opts: { id?: string } = {}): void {
  emit('alert', { kind, title, ...(text !== undefined ? { text } : {}), ...opts });
}

/** Open the authentication popup: `openAuth()`, `openAuth('business', { form: 'sign-up' })`. */
export function openAuth(variant: AuthVariant = 'member', opts: { form?: AuthForm; email?: string } = {}): void {
  emit('auth:open', { variant, ...opts });
}
