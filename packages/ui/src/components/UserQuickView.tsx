import clsx from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { emit, on } from '@ironscore/events';
import styles from './UserQuickView.module.css';

/** Path of a member's community profile. */
export const communityProfilePath = (userName: string) => `/community/profile/${encodeURIComponent(userName)}`;

const loadPopover = () => import('./UserQuickViewPanel');
const QuickViewPopover = lazy(loadPopover);

export interface UserQuickViewProps {
  /** The member whose profile is shown (Get_User by user_name). */
  userName: string;
  /** The trigger content: avatar and/or username. */
  children: ReactNode;
  className?: string;
}

/**
 * Click an avatar or username to see a member's quick profile (signed in) or a blurred teaser with
 * a sign-in prompt (signed out). A Radix popover: click outside or Escape closes it and focus goes
 * back to the trigger. One popover open at a time across the page: opening one announces itself
 * on the event bus ('quickview:open'), which every other one (any copy of this package) obeys.
 * The trigger is a plain button; the popover's code (UserQuickViewPanel) is its own chunk, fetched
 * when a trigger is first pointed at or focused and shown once it has arrived.
 */
export function UserQuickView({ userName, children, className }: UserQuickViewProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first open on (the popover keeps its state between openings).
  const [used, setUsed] = useState(false);

  useEffect(() => on('quickview:open', (d) => d?.id !== id && setOpen(false)), [id]);

  const onOpenChange = (next: boolean) => {
    if (next) {
      emit('quickview:open', { id });
      setUsed(true);
    }
    setOpen(next);
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={clsx(styles.trigger, className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => onOpenChange(!open)}
      >
        {children}
      </button>
      {used && (
        <Suspense fallback={null}>
          <QuickViewPopover userName={userName} anchor={trigger} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
