import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'ironscore.scroll';
const RESTORE_WINDOW_MS = 2000;
const MAX_ENTRIES = 100;

function readPositions(): Record<string, number> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>) {
  try {
    const keys = Object.keys(positions);
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    /* storage unavailable: positions live in memory only */
  }
}

/**
 * Scroll behaviour of spec/3 §2.2: a new navigation goes to the top; back/forward restores the
 * position the page had. The position of the current history entry is recorded while the user
 * scrolls. Remote content arrives asynchronously, so a restore keeps trying for a short while until
 * the page is tall enough (and stops as soon as the user scrolls by hand).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);
  const positions = useRef<Record<string, number>>({});

  useEffect(() => {
    positions.current = { ...readPositions(), ...positions.current };
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions.current[keyRef.current] = window.scrollY;
    };
    const persist = () => writePositions(positions.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Layout effect: runs in the commit of the navigation, before the browser dispatches the scroll
  // events the new (shorter or longer) page causes, so they are recorded for the new entry.
  useLayoutEffect(() => {
    keyRef.current = location.key;
    writePositions(positions.current);
    if (navigationType !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current[location.key] ?? 0;
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
    window.addEventListener('keydown', cancel, { once: true });
    const tick = () => {
      if (cancelled || Date.now() - started > RESTORE_WINDOW_MS) return;
      if (Math.abs(window.scrollY - target) < 2) return;
      window.scrollTo(0, target);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', cancel);
      window.removeEventListener('touchmove', cancel);
      window.removeEventListener('keydown', cancel);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
