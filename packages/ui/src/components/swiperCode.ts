/** Swiper's code (core and the modules the carousels use): its own chunk, loaded by `useLiveSwiper` when a carousel starts. */
export { Swiper } from 'swiper';
export { A11y, EffectCoverflow, Keyboard, Navigation } from 'swiper/modules';
