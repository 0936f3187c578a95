import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { ChevronLeft, ChevronRight } from './Icons';
import styles from './Coverflow.module.css';

export interface CoverflowProps<T> {
  items: T[];
  label: string;
  /** Advance every `autoplayMs` (paused on hover and focus). */
  autoplayMs?: number;
  renderItem: (item: T, index: number, active: boolean) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
}

/** Signed distance from `active` to `index` on a ring of `count` slides. */
export function ringOffset(index: number, active: number, count: number): number {
  let d = index - active;
  if (d > count / 2) d -= count;
  if (d < -count / 2) d += count;
  return d;
}

/** 3D coverflow: the active slide in front, neighbours rotated and scaled behind it; loops. */
export function Coverflow<T>({ items, label, autoplayMs, renderItem, itemKey }: CoverflowProps<T>) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = items.length;

  useEffect(() => {
    if (active >= count) setActive(0);
  }, [active, count]);

  useEffect(() => {
    if (!autoplayMs || paused || count < 2) return;
    const timer = setInterval(() => setActive((a) => (a + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, paused, count]);

  const go = (delta: number) => setActive((a) => (((a + delta) % count) + count) % count);

  return (
    <div
      className={styles.coverflow}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined) return;
        if (Math.abs(end - start) > 40) go(end < start ? 1 : -1);
      }}
    >
      <div className={styles.stage}>
        {items.map((item, i) => {
          const offset = ringOffset(i, active, count);
          const abs = Math.abs(offset);
          return (
            <div
              key={itemKey(item, i)}
              className={cx(styles.slide, abs === 0 && styles.active, abs > 2 && styles.hidden, abs === 2 && styles.far)}
              style={{ '--offset': offset, '--abs': abs, zIndex: 20 - abs } as CSSProperties}
              // The far slides are dimmed glimpses at the edges (hidden below 768 px): inactive like
              // the hidden ones (WCAG 1.4.3 inactive component), reached through the arrows and dots.
              aria-hidden={abs > 1 || undefined}
              inert={abs > 1 || undefined}
              onClickCapture={(e) => {
                if (abs !== 0) {
                  e.preventDefault();
                  e.stopPropagation();
                  setActive(i);
                }
              }}
            >
              {renderItem(item, i, abs === 0)}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label="Previous">
            <ChevronLeft size={20} />
          </button>
          <div className={styles.dots}>
            {items.map((item, i) => (
              <button
                key={itemKey(item, i)}
                type="button"
                className={cx(styles.dot, i === active && styles.dotActive)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === active || undefined}
                onClick={() => setActive(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Next">
            <ChevronRight size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
