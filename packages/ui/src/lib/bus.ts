/**
 * The bridge between the widgets and packages/events. Hosts (toasts, alerts, confirms) are
 * rendered once by the shell, while remotes may carry their own copy of this package; everything
 * that crosses that boundary therefore travels as a window event, never through module state.
 */
export {
  emit,
  on,
  once,
  openAuth,
  type AlertKind,
  type ToastKind,
  type IronEvents,
  type IronEventName,
} from '@ironscore/events';

/** Prefix of the ui package's own window events (confirm requests, alert closed, quick-view). */
export const UI_EVENT_PREFIX = 'ironscore-ui:';

function target(): EventTarget | null {
  return typeof window !== 'undefined' ? window : null;
}

export function emitUi<T>(name: string, detail: T): void {
  target()?.dispatchEvent(new CustomEvent(UI_EVENT_PREFIX + name, { detail }));
}

export function onUi<T>(name: string, handler: (detail: T) => void): () => void {
  const t = target();
  if (!t) return () => {};
  const listener = (e: Event) => handler((e as CustomEvent<T>).detail);
  t.addEventListener(UI_EVENT_PREFIX + name, listener);
  return () => t.removeEventListener(UI_EVENT_PREFIX + name, listener);
}

let counter = 0;
/** A process-unique id (good enough across copies: includes a random part). */
export function uid(prefix = 'ui'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
