import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent } from 'react';
import { StarIcon } from './StarRating';
import styles from './Stars.module.css';

export interface StarInputProps {
  /** Whole stars 1–5; 0 means nothing chosen yet. */
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the group, e.g. "Delivery rating". */
  label?: string;
  /** Star size in px. Default 28. */
  size?: number;
  disabled?: boolean;
  /** Marks the group invalid (e.g. "You must give at least 1 point!" shown by the caller). */
  invalid?: boolean;
  /** Show "3 / 5" text next to the stars. */
  showHint?: boolean;
  className?: string;
  id?: string;
}

const MAX = 5;

/** Star input in whole stars: click, hover preview, arrow keys / Home / End, radio semantics. */
export function StarInput({
  value,
  onChange,
  label = 'Rating',
  size = 28,
  disabled,
  invalid,
  showHint,
  className,
  id,
}: StarInputProps) {
  const [hover, setHover] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(0, Math.min(MAX, Math.round(value || 0)));
  const shown = hover || current;

  const choose = (n: number) => {
    const next = Math.max(1, Math.min(MAX, n));
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
      e.preventDefault();
      choose(current + 1);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
      e.preventDefault();
      choose(current - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      choose(1);
    } else if (e.key === 'End') {
      e.preventDefault();
      choose(MAX);
    }
  };

  return (
    <span
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      className={clsx(styles.input, invalid && styles.invalid, className)}
      onPointerLeave={() => setHover(0)}
    >
      {Array.from({ length: MAX }, (_, i) => {
        const n = i + 1;
        const on = n <= shown;
        return (
          <button
            key={n}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={n === current}
            aria-label={`${n} star${n > 1 ? 's' : ''}`}
            tabIndex={n === (current || 1) ? 0 : -1}
            disabled={disabled}
            className={styles.inputStar}
            style={{ width: size + 4, height: size + 4 }}
            data-on={on || undefined}
            onPointerEnter={() => !disabled && setHover(n)}
            onFocus={() => setHover(0)}
            onClick={() => choose(n)}
            onKeyDown={onKeyDown}
          >
            <StarIcon className={on ? (hover && n > current ? styles.preview : styles.filled) : styles.empty} />
          </button>
        );
      })}
      {showHint && (
        <span className={styles.hint} aria-hidden="true">
          {shown ? `${shown} / ${MAX}` : ''}
        </span>
      )}
    </span>
  );
}
