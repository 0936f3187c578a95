import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { useAutoplay } from './autoplay';
import styles from './Coverflow.module.css';

export interface CoverflowProps<T> {
  items: T[];
  /** Accessible name of the carousel. */
  label: string;
  /** Advance every `autoplayMs` (paused while the pointer or the focus is on it). */
  autoplayMs?: number;
  renderItem: (item: T, index: number, active: boolean) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
}

/**
 * Slides keep their CSS width (--coverflow-slide-width) as a number of slides per view: with
 * slidesPerView 'auto' Swiper measures every slide (a style and layout pass each) at init, on
 * every resize and on every loop step of a move.
 */
function fitSlides(swiper: SwiperInstance) {
  const slideWidth = parseFloat(getComputedStyle(swiper.el).getPropertyValue('--coverflow-slide-width'));
  const width = swiper.el.clientWidth;
  if (slideWidth > 0 && width > 0) swiper.params.slidesPerView = width / slideWidth;
}

/**
 * 3D coverflow (Swiper's coverflow effect, looping): the active slide in front, neighbours
 * rotated and scaled behind it; arrows, one dot per slide, swipe and arrow keys. A click on a
 * side slide brings it to the front instead of following its link.
 */
export function Coverflow<T>({ items, label, autoplayMs, renderItem, itemKey }: CoverflowProps<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The dots live outside the swiper element (below it, between the arrows); Swiper takes them once mounted.
  const [dots, setDots] = useState<HTMLDivElement | null>(null);
  const count = items.length;
  const autoplay = useAutoplay(swiper, autoplayMs);

  return (
    <div
      className={styles.coverflow}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...autoplay}
    >
      <Swiper
        className={styles.stage}
        modules={[EffectCoverflow, Autoplay, Pagination, A11y, Keyboard]}
        effect="coverflow"
        coverflowEffect={{ rotate: 22, stretch: '26%', depth: 60, scale: 0.9, modifier: 1, slideShadows: false }}
        centeredSlides
        onBeforeInit={fitSlides}
        onBeforeResize={fitSlides}
        loop={count > 2}
        speed={560}
        grabCursor
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={autoplayMs && count > 1 ? { delay: autoplayMs, disableOnInteraction: false } : false}
        pagination={{
          el: dots,
          clickable: true,
          bulletElement: 'button',
          bulletClass: styles.dot,
          bulletActiveClass: styles.dotActive,
        }}
        // Slides are labelled here: in loop mode Swiper's own labels are set before the loop indexes them.
        a11y={{ slideLabelMessage: '', slideRole: '', scrollOnFocus: false }}
        onSwiper={setSwiper}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item, i)} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {({ isActive }) => (
              <div
                className={styles.slideInner}
                onClickCapture={(e) => {
                  if (isActive || !swiper) return;
                  e.preventDefault();
                  e.stopPropagation();
                  if (swiper.params.loop) swiper.slideToLoop(i);
                  else swiper.slideTo(i);
                }}
              >
                {renderItem(item, i, isActive)}
              </div>
            )}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={clsx(styles.controls, count < 2 && styles.single)}>
        <button type="button" className={styles.arrow} onClick={() => swiper?.slidePrev()} aria-label="Previous">
          <ChevronLeftIcon size={20} aria-hidden="true" />
        </button>
        <div ref={setDots} className={styles.dots} />
        <button type="button" className={styles.arrow} onClick={() => swiper?.slideNext()} aria-label="Next">
          <ChevronRightIcon size={20} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
