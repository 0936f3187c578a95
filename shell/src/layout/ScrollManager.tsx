import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'ironscore.scroll';
const RESTORE_WINDOW_MS = 2000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    positions[key] = y;
    const keys = Object.keys(positions);
    if (keys.length > 100) delete positions[keys[0]];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    /* storage unavailable */
  }
}

/**
 * Scroll behaviour of spec/3 §2.2: a new navigation goes to the top; back/forward restores the
 * position the page had. Remote content arrives asynchronously, so the restore keeps trying for a
 * short while until the page is tall enough (and stops as soon as the user scrolls).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the page being left.
  useEffect(() => {
    keyRef.current = location.key;
    const onScroll = () => savePosition(keyRef.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      savePosition(location.key, window.scrollY);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    const target = readPositions()[location.key] ?? 0;
    window.scrollTo(0, target);
    if (target === 0 || Math.abs(window.scrollY - target) < 2) return;
    const started = Date.now();
    let frame = 0;
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
    };
    window.addEventListener('wheel', cancel, { passive: true, once: true });
    window.addEventListener('touchmove', cancel, { passive: true, once: true });
    const tick = () => {
      if (cancelled || Date.now() - started > RESTORE_WINDOW_MS) return;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) >= 2) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', cancel);
      window.removeEventListener('touchmove', cancel);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
