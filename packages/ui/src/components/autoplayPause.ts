import type { Swiper as SwiperInstance } from 'swiper';

/**
 * The region props of an autoplaying Swiper carousel (Carousel, Coverflow): autoplay pauses while
 * the pointer or the focus is on it and resumes when they leave.
 */
export function useAutoplayPause(swiper: SwiperInstance | null, autoplayMs: number | undefined) {
  const pause = () => swiper?.autoplay?.stop();
  const resume = () => {
    if (autoplayMs && swiper && !swiper.destroyed) swiper.autoplay?.start();
  };
  return { onMouseEnter: pause, onMouseLeave: resume, onFocusCapture: pause, onBlurCapture: resume };
}
