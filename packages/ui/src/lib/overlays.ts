/**
 * Page-wide overlay state: the scroll lock and the stack of open dialogs.
 *
 * Every app bundles its own copy of @ironscore/ui (and of Radix inside it), and a remote's dialog
 * may open over one of the shell's (an alert over the review modal). Radix keeps its layer and
 * focus-trap stacks per copy, so two copies would both trap focus and both close on Escape. The
 * state that must be one per page therefore lives on globalThis under a Symbol.for key, shared
 * by every copy (older copies read and write `openCount`, `savedOverflow` and `openModals` with
 * the same meaning):
 *
 * - `openModals`: open dialogs, innermost last. Only the innermost one reacts to Escape and to
 *   backdrop clicks.
 * - every dialog below the innermost one is `inert` (its focus trap can no longer pull focus back;
 *   applied on every push/pop and, for copies that do not notify, on every focusin).
 * - one scroll lock (body overflow) for all of them.
 */
interface OverlayState {
  openCount: number;
  savedOverflow: string;
  openModals: symbol[];
  /** The dialog element of each open dialog of a copy that registers it (newer copies). */
  elements?: Map<symbol, () => HTMLElement | null>;
  /** Called after the stack changed (any copy). */
  listeners?: Set<() => void>;
  /** The focusin guard is installed once per page. */
  focusGuard?: boolean;
}

const OVERLAYS_KEY = Symbol.for('ironscore.ui.overlays');

function state(): OverlayState {
  const g = globalThis as unknown as Record<symbol, OverlayState | undefined>;
  const s = (g[OVERLAYS_KEY] ??= { openCount: 0, savedOverflow: '', openModals: [] });
  s.elements ??= new Map();
  s.listeners ??= new Set();
  return s;
}

/** Marks every registered dialog but the innermost one inert. */
function applyInert(s: OverlayState) {
  const top = s.openModals[s.openModals.length - 1];
  s.elements?.forEach((element, id) => {
    const el = element();
    if (!el) return;
    if (id === top) el.removeAttribute('inert');
    else el.setAttribute('inert', '');
  });
}

function installFocusGuard(s: OverlayState) {
  if (s.focusGuard || typeof window === 'undefined') return;
  s.focusGuard = true;
  // Runs before any trap's document listener: a dialog of an older copy may have opened on top.
  window.addEventListener('focusin', () => applyInert(state()), true);
}

function changed(s: OverlayState) {
  applyInert(s);
  s.listeners?.forEach((listener) => listener());
}

/**
 * Registers an open dialog (innermost from now on). `element` returns the dialog's outermost
 * element, which is made inert while another dialog is above it. Returns the function that
 * removes it again.
 */
export function pushDialog(id: symbol, element: () => HTMLElement | null): () => void {
  const s = state();
  installFocusGuard(s);
  s.openModals.push(id);
  s.elements?.set(id, element);
  changed(s);
  return () => {
    const index = s.openModals.indexOf(id);
    if (index >= 0) s.openModals.splice(index, 1);
    element()?.removeAttribute('inert');
    s.elements?.delete(id);
    changed(s);
    if (s.openModals.length === 0 && typeof document !== 'undefined') {
      // Radix disables pointer events on the body while a modal layer is open and restores the
      // value it saw, per copy: closed out of order across copies it could restore 'none'.
      setTimeout(() => {
        if (state().openModals.length === 0 && document.body.style.pointerEvents === 'none') document.body.style.pointerEvents = '';
      }, 0);
    }
  };
}

/** True while `id` is the innermost open dialog of the page. */
export function isTopDialog(id: symbol): boolean {
  const { openModals } = state();
  return openModals[openModals.length - 1] === id;
}

/** Number of open dialogs on the page (every copy). */
export function openDialogCount(): number {
  return state().openModals.length;
}

/** Calls `listener` whenever a dialog opens or closes anywhere on the page. */
export function onDialogsChange(listener: () => void): () => void {
  const s = state();
  s.listeners?.add(listener);
  return () => s.listeners?.delete(listener);
}

/** One body scroll lock for all open dialogs of the page. */
export function lockScroll() {
  if (typeof document === 'undefined') return;
  const s = state();
  if (s.openCount === 0) {
    s.savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  s.openCount += 1;
}

export function unlockScroll() {
  if (typeof document === 'undefined') return;
  const s = state();
  s.openCount = Math.max(0, s.openCount - 1);
  if (s.openCount === 0) document.body.style.overflow = s.savedOverflow;
}
