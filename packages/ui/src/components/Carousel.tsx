import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import 'swiper/css';
import { useAutoplay } from './autoplay';
import { regionHandlers, useLiveSwiper } from './liveSwiper';
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

/** Space between slides (Carousel.module.css: --carousel-gap). */
const GAP = 16;
const GAP_SM = 12;

/**
 * Horizontal slider (Swiper): `perView` slides visible per width, the arrows move a page, swipe
 * and arrow keys; an arrow disappears at its end, both when every slide fits.
 * Until Swiper starts (packages/ui `useLiveSwiper`: at the first use of the carousel or its
 * autoplay's first move) the slides stand where Swiper puts them at the start, sized by CSS
 * (Carousel.module.css); a new number of slides starts a new carousel.
 */
export function Carousel(props: CarouselProps) {
  return <Track key={props.children.length} {...props} />;
}

function Track({ label, perView, autoplayMs, className, children }: CarouselProps) {
  // The arrows sit outside the swiper element (half over its edges); Swiper takes them once it starts.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const lg = perView.lg ?? Math.max(perView.sm, Math.round(perView.xl * 0.67));
  const md = perView.md ?? Math.max(perView.sm, Math.round(perView.xl / 2));
  const count = children.length;
  const { swiper, run, start } = useLiveSwiper(el, ({ A11y, Keyboard, Navigation }) => ({
    modules: [Navigation, A11y, Keyboard],
    slidesPerView: perView.sm,
    slidesPerGroup: perView.sm,
    spaceBetween: GAP_SM,
    breakpoints: {
      576: { slidesPerView: md, slidesPerGroup: md, spaceBetween: GAP },
      992: { slidesPerView: lg, slidesPerGroup: lg, spaceBetween: GAP },
      1200: { slidesPerView: perView.xl, slidesPerGroup: perView.xl, spaceBetween: GAP },
    },
    watchOverflow: true,
    rewind: !!autoplayMs,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: { prevEl, nextEl, disabledClass: styles.hidden, lockClass: styles.locked },
    // Slides are labelled by React.
    a11y: { slideLabelMessage: '', slideRole: '' },
  }));
  const autoplay = useAutoplay(el, autoplayMs, () => run((s) => s.slideNext()));
  // Breakpoints where every slide fits (Swiper locks the carousel there: no arrows).
  const fits = (['sm', 'md', 'lg', 'xl'] as const).filter((bp) => count <= { sm: perView.sm, md, lg, xl: perView.xl }[bp]);

  return (
    <div
      className={clsx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--per-view-sm': perView.sm, '--per-view-md': md, '--per-view-lg': lg, '--per-view-xl': perView.xl } as CSSProperties}
      data-fits={fits.join(' ') || undefined}
      {...regionHandlers(autoplay, start)}
    >
      <div ref={setEl} className={clsx('swiper', styles.track)}>
        <div className="swiper-wrapper">
          {children.map((child, i) => (
            <div key={i} className={clsx('swiper-slide', styles.slide)} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              {child}
            </div>
          ))}
        </div>
      </div>
      {/* Until Swiper starts an arrow moves once it has started; the first slide is shown, so no Previous. */}
      <button
        ref={setPrevEl}
        type="button"
        className={clsx(styles.arrow, styles.prev, styles.hidden)}
        disabled
        aria-label="Previous"
        onClick={() => !swiper && run((s) => s.slidePrev())}
      >
        <ChevronLeftIcon size={20} aria-hidden="true" />
      </button>
      <button ref={setNextEl} type="button" className={clsx(styles.arrow, styles.next)} aria-label="Next" onClick={() => !swiper && run((s) => s.slideNext())}>
        <ChevronRightIcon size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
