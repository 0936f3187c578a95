import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useAutoplay } from './autoplay';
import { regionHandlers, useLiveSwiper } from './liveSwiper';
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
 * Until Swiper starts (packages/ui `useLiveSwiper`: at the first use of the carousel or its
 * autoplay's first move) the slides stand where Swiper's coverflow puts them at rest, placed
 * by CSS (Coverflow.module.css); a new list of items starts a new coverflow.
 */
export function Coverflow<T>(props: CoverflowProps<T>) {
  return <Stage key={props.items.map(props.itemKey).join('\n')} {...props} />;
}

function Stage<T>({ items, label, autoplayMs, renderItem, itemKey }: CoverflowProps<T>) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [active, setActive] = useState(0);
  const count = items.length;
  const loop = count > 2;
  const { run, start } = useLiveSwiper(el, ({ A11y, EffectCoverflow, Keyboard }) => ({
    modules: [EffectCoverflow, A11y, Keyboard],
    effect: 'coverflow',
    coverflowEffect: { rotate: 22, stretch: '26%', depth: 60, scale: 0.9, modifier: 1, slideShadows: false },
    centeredSlides: true,
    loop,
    speed: 560,
    grabCursor: true,
    keyboard: { enabled: true, onlyInViewport: true },
    // Slides are labelled by React (in loop mode Swiper's own labels are set before the loop indexes them).
    a11y: { slideLabelMessage: '', slideRole: '', scrollOnFocus: false },
    on: {
      beforeInit: fitSlides,
      beforeResize: fitSlides,
      realIndexChange: (s) => setActive(s.realIndex),
    },
  }));
  const autoplay = useAutoplay(el, count > 1 ? autoplayMs : undefined, () => run((s) => s.slideNext()));
  const slideTo = (i: number) => run((s) => (s.params.loop ? s.slideToLoop(i) : s.slideTo(i)));

  // At rest Swiper's loop keeps slides on both sides of the active one (it moves the last ones in
  // front of the first): until it starts, CSS shows them there (--coverflow-shift, in slide widths).
  const before = loop ? Math.floor((count - 1) / 2) : 0;
  const offsetOf = (i: number) => (i >= count - before ? i - count : i);

  return (
    <div
      className={styles.coverflow}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...regionHandlers(autoplay, start)}
    >
      <div ref={setEl} className={clsx('swiper swiper-3d', styles.stage)}>
        <div className={clsx('swiper-wrapper', styles.wrapper)}>
          {items.map((item, i) => {
            const isActive = i === active;
            const offset = offsetOf(i);
            return (
              <div
                key={itemKey(item, i)}
                className={clsx('swiper-slide', styles.slide)}
                style={{ '--coverflow-offset': offset, '--coverflow-distance': Math.abs(offset), '--coverflow-shift': offset - i } as CSSProperties}
                data-active={isActive || undefined}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
              >
                <div
                  className={styles.slideInner}
                  onClickCapture={(e) => {
                    if (isActive) return;
                    e.preventDefault();
                    e.stopPropagation();
                    slideTo(i);
                  }}
                >
                  {renderItem(item, i, isActive)}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className={clsx(styles.controls, count < 2 && styles.single)}>
        <button type="button" className={styles.arrow} onClick={() => run((s) => s.slidePrev())} aria-label="Previous">
          <ChevronLeftIcon size={20} aria-hidden="true" />
        </button>
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={itemKey(item, i)}
              type="button"
              className={clsx(styles.dot, i === active && styles.dotActive)}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === active || undefined}
              onClick={() => slideTo(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => run((s) => s.slideNext())} aria-label="Next">
          <ChevronRightIcon size={20} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
