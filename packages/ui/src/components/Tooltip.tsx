import { Tooltip as Radix } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes (one element; it receives the hover/focus handlers). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before it shows. Default 200. */
  delay?: number;
}

/** A small hover/focus tooltip (Radix Tooltip) on its one child. */
export function Tooltip({ content, children, side = 'top', delay = 200 }: TooltipProps) {
  return (
    <Radix.Provider delayDuration={delay}>
      <Radix.Root>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
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
