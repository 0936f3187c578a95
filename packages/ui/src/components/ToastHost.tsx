import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '@ironscore/contract';
import { on, type IronEvents, type ToastKind } from '@ironscore/events';
import { CheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import styles from './Toast.module.css';

type ToastDetail = IronEvents['toast'];

interface ToastItem extends ToastDetail {
  id: number;
}

const ICONS: Record<ToastKind, typeof CheckIcon> = {
  success: CheckIcon,
  error: XIcon,
  warning: TriangleAlertIcon,
  info: InfoIcon,
};

function ToastView({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  const ms = item.ms ?? TOAST_MS;
  useEffect(() => {
    const timer = setTimeout(() => onClose(item.id), ms);
    return () => clearTimeout(timer);
  }, [item.id, ms, onClose]);
  const Icon = ICONS[item.kind] ?? InfoIcon;
  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <div className={clsx(styles.toast, styles[item.kind])} role={urgent ? 'alert' : 'status'} data-kind={item.kind}>
      <span className={styles.icon}>
        <Icon size={16} />
      </span>
      <div className={styles.body}>
        {item.title && <p className={styles.title}>{item.title}</p>}
        <p className={styles.text}>{item.text}</p>
      </div>
      <button type="button" className={styles.close} aria-label="Close notification" onClick={() => onClose(item.id)}>
        ×
      </button>
      <span className={styles.progress} style={{ animationDuration: `${ms}ms` }} aria-hidden="true" />
    </div>
  );
}

export interface ToastHostProps {
  /** Most toasts kept on screen at once (oldest dropped). Default 4. */
  max?: number;
}

/** Renders the toasts of the 'toast' event. Rendered once, by the shell. */
export function ToastHost({ max = 4 }: ToastHostProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const closeRef = useRef((id: number) => setItems((list) => list.filter((t) => t.id !== id)));

  useEffect(
    () =>
      on('toast', (detail) => {
        if (!detail || typeof detail.text !== 'string') return;
        const id = nextId.current++;
        setItems((list) => [...list, { ...detail, id }].slice(-max));
      }),
    [max],
  );

  return (
    <section className={styles.region} aria-live="polite" aria-label="Notifications">
      {items.map((item) => (
        <ToastView key={item.id} item={item} onClose={closeRef.current} />
      ))}
    </section>
  );
}
