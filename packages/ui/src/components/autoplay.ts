import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * The autoplay of a Swiper carousel (Carousel, Coverflow) and the props of its region: one move
 * forward every `autoplayMs` while the carousel is on screen, never under
 * `prefers-reduced-motion: reduce`, paused while the pointer or the focus is on it. (Each move costs
 * style, layout and paint work: none of it while nobody can see it.) Swiper itself starts only once
 * the browser is idle after the page is live (`useLiveSwiper`), so no move happens while the page
 * loads. A timer, not Swiper's Autoplay module: that one runs a requestAnimationFrame loop the whole
 * time it plays (to report the time left), so the page renders a frame on every display refresh —
 * and restyles every running animation, the placeholders' shimmer included — even between moves.
 */
export function useAutoplay(swiper: SwiperInstance | null, autoplayMs: number | undefined) {
  const held = useRef(false);
  const sync = useRef(() => {});

  useEffect(() => {
    if (!swiper || !autoplayMs) return;
    const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    let visible = typeof IntersectionObserver !== 'function';
    let timer: number | undefined;
    const update = () => {
      const run = !swiper.destroyed && visible && !held.current && !reducedMotion?.matches;
      if (run && timer === undefined) timer = window.setInterval(() => swiper.slideNext(), autoplayMs);
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
    observer?.observe(swiper.el);
    reducedMotion?.addEventListener?.('change', update);
    return () => {
      window.clearInterval(timer);
      sync.current = () => {};
      observer?.disconnect();
      reducedMotion?.removeEventListener?.('change', update);
    };
  }, [swiper, autoplayMs]);

  const hold = (on: boolean) => () => {
    held.current = on;
    sync.current();
  };
  return { onMouseEnter: hold(true), onMouseLeave: hold(false), onFocusCapture: hold(true), onBlurCapture: hold(false) };
}
