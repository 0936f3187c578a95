import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport (then stays true): a section starts its
 * read and loads its code only when the reader gets to it. The default margin is none: a section
 * below the fold of the first screen (a phone's or a desktop's) loads nothing until a pixel of it
 * is scrolled into view — its placeholder keeps its room meanwhile. Without IntersectionObserver: right
 * after the first render (false in the first render everywhere, so a request-time render, which has
 * no IntersectionObserver, and the browser's hydration render the same markup).
 */
export function useNearView(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
