import { useEffect, useRef, useState } from 'react';
import { alertDialog as emitAlert } from '@ironscore/events';
import { on, onUi, emitUi, uid, type AlertKind, type IronEvents } from '../lib/bus';
import { Button } from './Button';
import { AlertBody, type ConfirmOptions } from './ConfirmDialog';
import { Modal } from './Modal';

/** Detail of the ui-private confirm request event. */
interface ConfirmRequest {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
  /** Set by the host that takes the request, so a missing host can be detected. */
  handled: boolean;
}

type QueueItem =
  | { type: 'alert'; key: string; detail: IronEvents['alert'] }
  | { type: 'confirm'; key: string; options: ConfirmOptions; resolve: (ok: boolean) => void };

/**
 * Show a SweetAlert-like dialog through the event bus; resolves when the user closes it.
 * `alertDialog('warning', MSG.sessionExpiredTitle, MSG.sessionExpired)`.
 */
export function alertDialog(kind: AlertKind, title: string, text?: string): Promise<void> {
  const id = uid('alert');
  return new Promise<void>((resolve) => {
    const off = onUi<{ id: string }>('alert-closed', (detail) => {
      if (detail?.id !== id) return;
      off();
      resolve();
    });
    emitAlert(kind, title, text, { id });
  });
}

/**
 * Ask a yes/no question in a centred dialog (rendered by the shell's AlertHost).
 * `if (await confirm({ title: 'Are you sure you want to delete your post?', confirmVariant: 'danger' })) …`
 * Without a mounted AlertHost it falls back to window.confirm.
 */
export function confirm(options: ConfirmOptions | string): Promise<boolean> {
  const opts: ConfirmOptions = typeof options === 'string' ? { title: options } : options;
  return new Promise<boolean>((resolve) => {
    const request: ConfirmRequest = { options: opts, resolve, handled: false };
    emitUi('confirm', request);
    if (!request.handled) {
      const fallback = typeof window !== 'undefined' && typeof window.confirm === 'function' ? window.confirm : null;
      resolve(fallback ? fallback(opts.text ? `${opts.title}\n\n${opts.text}` : opts.title) : false);
    }
  });
}

/**
 * Renders alert dialogs of the 'alert' event and the requests of `confirm()`, one at a time in
 * arrival order. Rendered once, by the shell.
 */
export function AlertHost() {
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const current = queue[0];
  const queueRef = useRef(queue);
  queueRef.current = queue;

  useEffect(() => {
    const offAlert = on('alert', (detail) => {
      if (!detail || typeof detail.title !== 'string') return;
      setQueue((q) => [...q, { type: 'alert', key: detail.id ?? uid('alert'), detail }]);
    });
    const offConfirm = onUi<ConfirmRequest>('confirm', (request) => {
      if (!request || request.handled) return;
      request.handled = true;
      setQueue((q) => [...q, { type: 'confirm', key: uid('confirm'), options: request.options, resolve: request.resolve }]);
    });
    return () => {
      offAlert();
      offConfirm();
      // Pending confirmations answer "no" when the host goes away.
      for (const item of queueRef.current) if (item.type === 'confirm') item.resolve(false);
    };
  }, []);

  const close = (ok: boolean) => {
    if (!current) return;
    setQueue((q) => q.slice(1));
    if (current.type === 'confirm') current.resolve(ok);
    else if (current.detail.id) emitUi('alert-closed', { id: current.detail.id });
  };

  if (!current) return null;

  if (current.type === 'alert') {
    const { kind, title, text } = current.detail;
    return (
      <Modal key={current.key} open onClose={() => close(true)} ariaLabel={title} size="sm" centered hideClose role="alertdialog" layer="alert">
        <AlertBody kind={kind} title={title} text={text}>
          <Button onClick={() => close(true)} data-autofocus="true">
            OK
          </Button>
        </AlertBody>
      </Modal>
    );
  }

  const { title, text, kind = 'warning', confirmLabel = 'Yes', cancelLabel = 'Cancel', confirmVariant = 'primary' } =
    current.options;
  return (
    <Modal key={current.key} open onClose={() => close(false)} ariaLabel={title} size="sm" centered hideClose role="alertdialog" layer="alert">
      <AlertBody kind={kind} title={title} text={text}>
        <Button variant="secondary" onClick={() => close(false)}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={() => close(true)} data-autofocus="true">
          {confirmLabel}
        </Button>
      </AlertBody>
    </Modal>
  );
}
