/**
 * The Radix tooltip of Tooltip.tsx, loaded on the first hover, focus or touch of a trigger (the
 * Radix tooltip and floating-ui stay out of a page's first load).
 */
import { Tooltip as Radix } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { TooltipProps } from './Tooltip';
import styles from './Tooltip.module.css';

export interface TooltipPopupProps extends Required<Pick<TooltipProps, 'content' | 'children' | 'side' | 'delay'>> {
  /** Shown at once: the pointer rested on the trigger for the delay, or the trigger has focus. */
  open: boolean;
  /** The trigger had keyboard focus before this took it over (its element is new): focus it again. */
  refocus: boolean;
}

export function TooltipPopup({ content, children, side, delay, open, refocus }: TooltipPopupProps) {
  // the child element (typed as Radix types its trigger)
  const trigger = useRef<HTMLButtonElement>(null);
  // `refocus` is fixed when the trigger is taken over: this runs once, on mount.
  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  return (
    <Radix.Provider delayDuration={delay}>
      <Radix.Root defaultOpen={open}>
        <Radix.Trigger asChild ref={trigger}>
          {children}
        </Radix.Trigger>
        <Radix.Portal>
          <Radix.Content side={side} sideOffset={6} className={styles.tooltip} collisionPadding={8}>
            {content}
            <Radix.Arrow className={styles.arrow} width={10} height={5} />
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
