import { useEffect, useRef } from 'react';

/**
 * The autoplay of a Swiper carousel (Carousel, Coverflow) and the props of its region: one move
 * forward every `autoplayMs` while the carousel is on screen, never under
 * `prefers-reduced-motion: reduce`, paused while the pointer or the focus is on it. (Each move costs
 * style, layout and paint work: none of it while nobody can see it.) The first move comes
 * `autoplayMs` after the carousel shows and starts Swiper (`useLiveSwiper`), so none happens while the
 * page loads. A timer, not Swiper's Autoplay module: that one runs a requestAnimationFrame loop the whole
 * time it plays (to report the time left), so the page renders a frame on every display refresh —
 * and restyles every running animation, the placeholders' shimmer included — even between moves.
 * `next` moves one forward (the first move starts Swiper: `useLiveSwiper`'s `run`).
 */
export function useAutoplay(el: HTMLElement | null, autoplayMs: number | undefined, next: () => void) {
  const held = useRef(false);
  const sync = useRef(() => {});
  const nextRef = useRef(next);
  nextRef.current = next;

  useEffect(() => {
    if (!el || !autoplayMs) return;
    const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    let visible = typeof IntersectionObserver !== 'function';
    let timer: number | undefined;
    const update = () => {
      const run = visible && !held.current && !reducedMotion?.matches;
      if (run && timer === undefined) timer = window.setInterval(() => nextRef.current(), autoplayMs);
      else if (!run && timer !== undefined) {
        window.clearInterval(timer);
        timer = undefined;
      }
    };
    sync.current = update;
    update();
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            visible = entries[entries.length - 1].isIntersecting;
            update();
          })
        : null;
    observer?.observe(el);
    reducedMotion?.addEventListener?.('change', update);
    return () => {
      window.clearInterval(timer);
      sync.current = () => {};
      observer?.disconnect();
      reducedMotion?.removeEventListener?.('change', update);
    };
  }, [el, autoplayMs]);

  const hold = (on: boolean) => () => {
    held.current = on;
    sync.current();
  };
  return { onMouseEnter: hold(true), onMouseLeave: hold(false), onFocusCapture: hold(true), onBlurCapture: hold(false) };
}
