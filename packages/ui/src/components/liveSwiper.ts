import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { useAutoplay } from './autoplay';

export type SwiperCode = typeof import('./swiperCode');

/**
 * Swiper on a carousel that React renders as Swiper's own markup (`.swiper > .swiper-wrapper >
 * .swiper-slide`), which the carousel's CSS lays out exactly as Swiper lays it out at rest.
 * Swiper's code (its own chunk) is loaded and Swiper started at the first use of the carousel: the
 * pointer or the focus on it, a touch, an arrow, a dot, a side slide (`run`), an arrow key while it is
 * on screen (as Swiper's keyboard control), or the autoplay's first move. Until then the carousel is
 * static markup, and the page's first load holds no Swiper code and no measuring.
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
      document.removeEventListener('keydown', onKey);
      void import('./swiperCode').then((code) => {
        if (stopped) return;
        instance = new code.Swiper(el, optionsRef.current(code));
        const action = pending.current;
        pending.current = null;
        action?.(instance);
        setSwiper(instance);
      });
    };
    // The first arrow key while the carousel is on screen (what Swiper's keyboard control does once started).
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || event.defaultPrevented || isEditable(document.activeElement)) return;
      const box = el.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) return;
      pending.current = (s) => (event.key === 'ArrowLeft' ? s.slidePrev() : s.slideNext());
      start();
    };
    document.addEventListener('keydown', onKey);
    startRef.current = start;
    return () => {
      stopped = true;
      document.removeEventListener('keydown', onKey);
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

const isEditable = (node: Element | null) =>
  node instanceof HTMLElement && (node.isContentEditable || node.tagName === 'INPUT' || node.tagName === 'TEXTAREA' || node.tagName === 'SELECT');

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
