import { useEffect, useRef, useState } from 'react';
import { emit, on, type ConfirmOptions, type IronEvents } from '@ironscore/events';
import { Button } from './Button';
import { AlertBody } from './ConfirmDialog';
import { Modal } from './Modal';

type ConfirmRequest = IronEvents['confirm:request'];

let counter = 0;
/** A page-unique id (counter plus a random part: several copies of this package may count). */
function uid(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

type QueueItem =
  | { type: 'alert'; key: string; detail: IronEvents['alert'] }
  | { type: 'confirm'; key: string; options: ConfirmOptions; resolve: (ok: boolean) => void };

/**
 * Ask a yes/no question in a centred dialog (rendered by the shell's AlertHost).
 * `if (await confirm({ title: 'Are you sure you want to delete your post?', confirmVariant: 'danger' })) …`
 * Without a mounted AlertHost it falls back to window.confirm.
 */
export function confirm(options: ConfirmOptions | string): Promise<boolean> {
  const opts: ConfirmOptions = typeof options === 'string' ? { title: options } : options;
  return new Promise<boolean>((resolve) => {
    const request: ConfirmRequest = { options: opts, resolve, handled: false };
    emit('confirm:request', request);
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
    const offConfirm = on('confirm:request', (request) => {
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
    else if (current.detail.id) emit('alert:closed', { id: current.detail.id });
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
