import type { ReactNode } from 'react';
import { Button, type ButtonProps, type ButtonVariant } from './Button';
import styles from './StateButton.module.css';

export interface StateButtonProps extends Omit<ButtonProps, 'children' | 'loading' | 'variant' | 'aria-pressed'> {
  /**
   * The state the server holds for the viewer (favourite, following, member of, liked), or null while
   * it is not known: before the first answer and from a toggle until the answer after it.
   */
  on: boolean | null;
  /** The label of each state, e.g. `{ off: 'Favorite', on: 'Unfavorite' }`. */
  labels: { off: ReactNode; on: ReactNode };
  /** Variant of each state (both 'secondary' unless told). */
  variants?: { off: ButtonVariant; on: ButtonVariant };
  /** A toggle button (aria-pressed) rather than a button whose label names the next action. */
  pressed?: boolean;
}

/**
 * A button whose label depends on a state the server answers (Favorite / Unfavorite, Follow /
 * Unfollow, Join / Leave). Until that state is known it shows no guess: it is neutral (no label, a
 * spinner, the width of the longer label kept), disabled and busy, so a click cannot act on a state the
 * member does not hold.
 */
export function StateButton({ on, labels, variants = { off: 'secondary', on: 'secondary' }, pressed = false, ...rest }: StateButtonProps) {
  if (on === null) {
    return (
      <Button {...rest} variant={variants.off} loading data-state="unknown">
        <span aria-hidden="true" className={styles.both}>
          <span>{labels.off}</span>
          <span>{labels.on}</span>
        </span>
      </Button>
    );
  }
  return (
    <Button {...rest} variant={on ? variants.on : variants.off} data-state={on ? 'on' : 'off'} aria-pressed={pressed ? on : undefined}>
      {on ? labels.on : labels.off}
    </Button>
  );
}
