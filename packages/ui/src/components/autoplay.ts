import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { whenIdle } from '../lib/idle';

/**
 * The autoplay of a Swiper carousel (Carousel, Coverflow) and the props of its region: it runs only
 * once the browser is idle after the page's first paint, while the carousel is on screen, never
 * under `prefers-reduced-motion: reduce`, and pauses while the pointer or the focus is on it.
 * (Each move costs style, layout and paint work: none of it while the page is still loading or
 * while nobody can see it.) Swiper starts its autoplay at init; this stops it until then.
 */
export function useAutoplay(swiper: SwiperInstance | null, autoplayMs: number | undefined) {
  const held = useRef(false);
  const sync = useRef(() => {});

  useEffect(() => {
    if (!swiper || !autoplayMs) return;
    const reducedMotion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    let visible = typeof IntersectionObserver !== 'function';
    let idle = false;
    const update = () => {
      if (swiper.destroyed || !swiper.autoplay) return;
      const run = idle && visible && !held.current && !reducedMotion?.matches;
      if (run && !swiper.autoplay.running) swiper.autoplay.start();
      else if (!run && swiper.autoplay.running) swiper.autoplay.stop();
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
    const cancelIdle = whenIdle(() => {
      idle = true;
      update();
    });
    reducedMotion?.addEventListener?.('change', update);
    return () => {
      sync.current = () => {};
      observer?.disconnect();
      cancelIdle();
      reducedMotion?.removeEventListener?.('change', update);
    };
  }, [swiper, autoplayMs]);

  const hold = (on: boolean) => () => {
    held.current = on;
    sync.current();
  };
  return { onMouseEnter: hold(true), onMouseLeave: hold(false), onFocusCapture: hold(true), onBlurCapture: hold(false) };
}
