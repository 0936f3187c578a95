import { useEffect, useState, type ComponentType } from 'react';
import { emit, on, type IronEvents } from '@ironscore/events';

type Held = { name: 'alert'; detail: IronEvents['alert'] } | { name: 'confirm:request'; detail: IronEvents['confirm:request'] };

/**
 * packages/ui's AlertHost (alert and confirm dialogs, a Radix dialog) without its code in the first
 * paint: until the first 'alert' or 'confirm:request' event this slot holds the events itself
 * (a confirm request is marked handled at once, as AlertHost does, so `confirm()` never falls back to
 * window.confirm), loads AlertHost's chunk, mounts it and hands it the held events in their order.
 */
export function AlertHostSlot() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [held, setHeld] = useState<Held[]>([]);

  useEffect(() => {
    if (Host) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./AlertHost').then(
        (m) => setHost(() => m.AlertHost),
        () => {
          loading = false;
        },
      );
    };
    const offAlert = on('alert', (detail) => {
      setHeld((h) => [...h, { name: 'alert', detail }]);
      load();
    });
    const offConfirm = on('confirm:request', (detail) => {
      if (!detail || detail.handled) return;
      detail.handled = true;
      setHeld((h) => [...h, { name: 'confirm:request', detail }]);
      load();
    });
    return () => {
      offAlert();
      offConfirm();
    };
  }, [Host]);

  // AlertHost has subscribed in its own effect (a child's effects run first): hand it what arrived.
  useEffect(() => {
    if (!Host || held.length === 0) return;
    for (const event of held) {
      if (event.name === 'confirm:request') {
        event.detail.handled = false;
        emit('confirm:request', event.detail);
      } else emit('alert', event.detail);
    }
    setHeld([]);
  }, [Host, held]);

  return Host ? <Host /> : null;
}
