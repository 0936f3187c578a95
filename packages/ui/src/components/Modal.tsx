import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  /** Heading of the dialog (also its accessible name). */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  size?: ModalSize;
  children?: ReactNode;
  /** Action row at the bottom (buttons). */
  footer?: ReactNode;
  /** Default true. */
  closeOnBackdrop?: boolean;
  /** Default true. */
  closeOnEscape?: boolean;
  /** Hide the × button. */
  hideClose?: boolean;
  /** Vertically centre instead of sitting near the top. */
  centered?: boolean;
  /** role="alertdialog" for alerts and confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** 'alert' stacks above modals and toasts (--z-alert); default 'modal' (--z-modal). */
  layer?: 'modal' | 'alert';
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The scroll lock and the stack of open modals (innermost last: Escape pressed outside any dialog
 * closes the innermost one). Kept on globalThis: every app bundles its own copy of this package,
 * and a remote's dialog may open over one of the shell's.
 */
interface OverlayState {
  openCount: number;
  savedOverflow: string;
  openModals: symbol[];
}
const OVERLAYS_KEY = Symbol.for('ironscore.ui.overlays');
const overlays: OverlayState = ((globalThis as unknown as Record<symbol, OverlayState | undefined>)[OVERLAYS_KEY] ??= {
  openCount: 0,
  savedOverflow: '',
  openModals: [],
});
const { openModals } = overlays;

function lockScroll() {
  if (typeof document === 'undefined') return;
  if (overlays.openCount === 0) {
    overlays.savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  overlays.openCount += 1;
}

function unlockScroll() {
  if (typeof document === 'undefined') return;
  overlays.openCount = Math.max(0, overlays.openCount - 1);
  if (overlays.openCount === 0) document.body.style.overflow = overlays.savedOverflow;
}

/**
 * A dialog rendered in a portal on document.body: titled, sized, closes on Escape and backdrop
 * click, keeps Tab focus inside, restores focus to the opener when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  ariaLabel,
  size = 'md',
  children,
  footer,
  closeOnBackdrop = true,
  closeOnEscape = true,
  hideClose,
  centered,
  role = 'dialog',
  className,
  layer = 'modal',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closeOnEscapeRef = useRef(closeOnEscape);
  closeOnEscapeRef.current = closeOnEscape;
  const downOnBackdrop = useRef(false);

  // Escape inside the dialog is handled (and stopped) by onKeyDown below; this catches it when
  // focus is outside every dialog (e.g. moved by a remote that loaded late).
  useEffect(() => {
    if (!open) return;
    const me = Symbol('modal');
    openModals.push(me);
    const onDocumentKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && closeOnEscapeRef.current && openModals[openModals.length - 1] === me) onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openModals.splice(openModals.indexOf(me), 1);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    lockScroll();
    const dialog = dialogRef.current;
    if (dialog) {
      const autofocus = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
      const first = autofocus ?? focusables(dialog).find((el) => !el.dataset.modalClose) ?? dialog;
      first.focus();
    }
    return () => {
      unlockScroll();
      if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && closeOnEscape) {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key === 'Tab' && dialogRef.current) {
      // A dialog nested in another one (React events bubble through portals) handles its own Tab.
      e.stopPropagation();
      const items = focusables(dialogRef.current);
      if (items.length === 0) {
        e.preventDefault();
        dialogRef.current.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === dialogRef.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const onBackdropDown = (e: MouseEvent<HTMLDivElement>) => {
    downOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && downOnBackdrop.current && e.target === e.currentTarget) onCloseRef.current();
    downOnBackdrop.current = false;
  };

  return createPortal(
    <div
      className={clsx(styles.backdrop, centered && styles.centered, layer === 'alert' && styles.alertLayer)}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={clsx(styles.dialog, styles[size], !title && hideClose && styles.noHeader, className)}
      >
        {(title || !hideClose) && (
          <div className={styles.header}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span className={styles.title} />
            )}
            {!hideClose && (
              <button
                type="button"
                className={styles.close}
                aria-label="Close"
                data-modal-close="true"
                onClick={() => onCloseRef.current()}
              >
                ×
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
