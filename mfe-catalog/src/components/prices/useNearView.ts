import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport (then stays true): a section starts its
 * read and loads its code only when the reader gets near it. Without IntersectionObserver: at once.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
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
