import clsx from 'clsx';
import { Dialog } from 'radix-ui';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type MouseEvent } from 'react';
import { isTopDialog, lockScroll, pushDialog, unlockScroll } from '../lib/overlays';
import { VisuallyHidden } from './VisuallyHidden';
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
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog on Radix Dialog, rendered in a portal on document.body: titled, sized, closes on
 * Escape and backdrop click, keeps Tab focus inside, gives focus back to the opener. Only the
 * innermost dialog of the page (every app's copy of this package counted, lib/overlays) reacts
 * to Escape and backdrop clicks; the ones below it are inert.
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
  const reactId = useId();
  const [id] = useState(() => Symbol(`modal-${reactId}`));
  const backdropRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const downOnBackdrop = useRef(false);

  // Registered before Radix's focus scope mounts (its effects run after this layout effect), so a
  // dialog of another copy below this one is inert before focus moves in here.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
    lockScroll();
    const pop = pushDialog(id, () => backdropRef.current);
    return () => {
      pop();
      unlockScroll();
    };
  }, [open, id]);

  const closeIfTop = () => {
    if (isTopDialog(id)) onCloseRef.current();
  };

  const onBackdropDown = (e: MouseEvent<HTMLDivElement>) => {
    downOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && downOnBackdrop.current && e.target === e.currentTarget) closeIfTop();
    downOnBackdrop.current = false;
  };

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        {/* The backdrop is no control of its own: a pointer press outside the dialog closes it
            (when allowed); Escape and the close button do the same by keyboard. */}
        <div
          ref={backdropRef}
          role="presentation"
          className={clsx(styles.backdrop, centered && styles.centered, layer === 'alert' && styles.alertLayer)}
          onMouseDown={onBackdropDown}
          onClick={onBackdropClick}
          data-testid="modal-backdrop"
          // Radix turns pointer events off on the body while a modal is open.
          style={{ pointerEvents: 'auto' }}
        >
          <Dialog.Content
            ref={contentRef}
            role={role}
            aria-describedby={undefined}
            className={clsx(styles.dialog, styles[size], !title && hideClose && styles.noHeader, className)}
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              const dialog = contentRef.current;
              if (!dialog) return;
              const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
              const first =
                dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? items.find((el) => !el.dataset.modalClose) ?? dialog;
              first.focus();
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              const el = opener.current;
              if (el && typeof el.focus === 'function' && document.contains(el)) el.focus();
            }}
            // Radix would close every copy's top layer: the page-wide stack decides (lib/overlays).
            onEscapeKeyDown={(e) => {
              e.preventDefault();
              if (closeOnEscape) closeIfTop();
            }}
            onInteractOutside={(e) => e.preventDefault()}
          >
            {(title || !hideClose) && (
              <div className={styles.header}>
                {title ? (
                  <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                ) : (
                  <span className={styles.title} />
                )}
                {!hideClose && (
                  <button type="button" className={styles.close} aria-label="Close" data-modal-close="true" onClick={closeIfTop}>
                    ×
                  </button>
                )}
              </div>
            )}
            {!title && (
              <VisuallyHidden asChild>
                <Dialog.Title>{ariaLabel}</Dialog.Title>
              </VisuallyHidden>
            )}
            <div className={styles.body}>{children}</div>
            {footer && <div className={styles.footer}>{footer}</div>}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
