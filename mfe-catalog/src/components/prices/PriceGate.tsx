/**
 * The price gate of spec/1 §4 in a price block (seller prices, price history): a note that prices
 * are for signed-in members, with a Sign in button that opens the member auth popup.
 */
import { Button, LockIcon } from '@ironscore/ui';
import { openAuth } from '@ironscore/events';
import clsx from 'clsx';
import styles from './PriceGate.module.css';

/** `className`: the block's own layout of the gate (e.g. how it wraps on a narrow screen). */
export function PriceGate({ message, className }: { message: string; className?: string }) {
  return (
    <div className={clsx(styles.gate, className)} role="note">
      <LockIcon size={18} />
      <span>{message}</span>
      <Button size="sm" onClick={() => openAuth('member')}>
        Sign in
      </Button>
    </div>
  );
}
