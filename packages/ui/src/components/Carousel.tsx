import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useAutoplay } from './autoplay';
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
  /** Move one slide forward every `autoplayMs` (back to the start at the end); paused on hover/focus. */
  autoplayMs?: number;
  className?: string;
  /** Slides (each child is one slide). */
  children: ReactNode[];
}

const GAP = 16;
const GAP_SM = 12;

/**
 * Horizontal slider (Swiper): `perView` slides visible per width, the arrows move a page, swipe
 * and arrow keys; an arrow disappears at its end.
 */
export function Carousel({ label, perView, autoplayMs, className, children }: CarouselProps) {
  // The arrows sit outside the swiper element (half over its edges); Swiper takes them once mounted.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const lg = perView.lg ?? Math.max(perView.sm, Math.round(perView.xl * 0.67));
  const md = perView.md ?? Math.max(perView.sm, Math.round(perView.xl / 2));
  const autoplay = useAutoplay(swiper, autoplayMs);

  return (
    <div
      className={clsx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...autoplay}
    >
      <Swiper
        className={styles.track}
        modules={[Navigation, Autoplay, A11y, Keyboard]}
        slidesPerView={perView.sm}
        slidesPerGroup={perView.sm}
        spaceBetween={GAP_SM}
        breakpoints={{
          576: { slidesPerView: md, slidesPerGroup: md, spaceBetween: GAP },
          992: { slidesPerView: lg, slidesPerGroup: lg, spaceBetween: GAP },
          1200: { slidesPerView: perView.xl, slidesPerGroup: perView.xl, spaceBetween: GAP },
        }}
        watchOverflow
        rewind={!!autoplayMs}
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={autoplayMs ? { delay: autoplayMs, disableOnInteraction: false } : false}
        navigation={{ prevEl, nextEl, disabledClass: styles.hidden, lockClass: styles.locked }}
        a11y={{ slideLabelMessage: '{{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' }}
        onSwiper={setSwiper}
      >
        {children.map((child, i) => (
          <SwiperSlide key={i} className={styles.slide}>
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      <button ref={setPrevEl} type="button" className={clsx(styles.arrow, styles.prev)} aria-label="Previous">
        <ChevronLeftIcon size={20} aria-hidden="true" />
      </button>
      <button ref={setNextEl} type="button" className={clsx(styles.arrow, styles.next)} aria-label="Next">
        <ChevronRightIcon size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
