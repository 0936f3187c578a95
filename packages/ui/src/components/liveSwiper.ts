import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { whenIdle } from '../lib/idle';
import type { useAutoplay } from './autoplay';

export type SwiperCode = typeof import('./swiperCode');

/**
 * Swiper on a carousel that React renders as Swiper's own markup (`.swiper > .swiper-wrapper >
 * .swiper-slide`), which the carousel's CSS lays out exactly as Swiper lays it out at rest.
 * Swiper's code (its own chunk) is loaded and Swiper started once the browser is idle after the page
 * is live, or at the first use of the carousel (`run`) if that comes first: until then the carousel
 * is static markup, and the tasks that render the page hold no Swiper code and no measuring.
 * React keeps rendering the slides' content; Swiper moves the slides (loop) and writes their
 * inline size and transform, so a carousel remounts (a new `key`) when its slides change.
 */
export function useLiveSwiper(el: HTMLElement | null, options: (code: SwiperCode) => SwiperOptions) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  /** What the visitor asked for before Swiper ran (an arrow, a dot, a side slide): done once it runs. */
  const pending = useRef<((swiper: SwiperInstance) => void) | null>(null);
  const startRef = useRef(() => {});

  useEffect(() => {
    if (!el) return;
    let instance: SwiperInstance | null = null;
    let stopped = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cancelIdle();
      void import('./swiperCode').then((code) => {
        if (stopped) return;
        instance = new code.Swiper(el, optionsRef.current(code));
        const action = pending.current;
        pending.current = null;
        action?.(instance);
        setSwiper(instance);
      });
    };
    const cancelIdle = whenIdle(start);
    startRef.current = start;
    return () => {
      stopped = true;
      cancelIdle();
      startRef.current = () => {};
      if (instance && !instance.destroyed) instance.destroy(true, false);
    };
  }, [el]);

  /** Runs `action` on Swiper now, or starts Swiper and runs it once started. */
  const run = (action: (swiper: SwiperInstance) => void) => {
    if (swiper && !swiper.destroyed) return action(swiper);
    pending.current = action;
    startRef.current();
  };
  return { swiper, run, start: () => startRef.current() };
}

/** The carousel region's handlers: the autoplay's pause (pointer, focus) and Swiper's start at the first use. */
export function regionHandlers(autoplay: ReturnType<typeof useAutoplay>, start: () => void) {
  return {
    ...autoplay,
    onPointerEnter: start,
    onTouchStart: start,
    onFocusCapture: () => {
      start();
      autoplay.onFocusCapture();
    },
  };
}
