import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { ChevronLeft, ChevronRight } from './Icons';
import styles from './Carousel.module.css';

export interface PerView {
  /** ≥ 1200 px. */
  xl: number;
  /** 992–1199 px. */
  lg?: number;
  /** 576–991 px. */
  md?: number;
  /** < 576 px. */
  sm: number;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  perView: PerView;
  /** Scroll one item forward every `autoplayMs` (back to the start at the end); paused on hover/focus. */
  autoplayMs?: number;
  className?: string;
  /** Slides (each child is one slide). */
  children: ReactNode[];
}

/** Horizontal slider: scroll-snap track, arrow buttons, `perView` slides visible per width. */
export function Carousel({ label, perView, autoplayMs, className, children }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const paused = useRef(false);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    update();
    const el = track.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update, children.length]);

  const step = (direction: 1 | -1, whole = true) => {
    const el = track.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    const slide = first ? first.getBoundingClientRect().width : el.clientWidth;
    const amount = whole ? Math.max(slide, el.clientWidth - slide / 2) : slide;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: direction * amount, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!autoplayMs) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || paused.current) return;
      if (el.scrollLeft + el.clientWidth >= el.scrollWidth - 2) {
        if (typeof el.scrollTo === 'function') el.scrollTo({ left: 0, behavior: 'smooth' });
      } else step(1, false);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs]);

  const vars = {
    '--pv-xl': perView.xl,
    '--pv-lg': perView.lg ?? Math.max(perView.sm, Math.round(perView.xl * 0.67)),
    '--pv-md': perView.md ?? Math.max(perView.sm, Math.round(perView.xl / 2)),
    '--pv-sm': perView.sm,
  } as CSSProperties;

  return (
    <div
      className={cx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <div ref={track} className={styles.track} style={vars}>
        {children.map((child, i) => (
          <div key={i} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${children.length}`}>
            {child}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={cx(styles.arrow, styles.prev)}
        onClick={() => step(-1)}
        disabled={edges.start}
        aria-label="Previous"
      >
        <ChevronLeft size={20} />
      </button>
      <button type="button" className={cx(styles.arrow, styles.next)} onClick={() => step(1)} disabled={edges.end} aria-label="Next">
        <ChevronRight size={20} />
      </button>
    </div>
  );
}
