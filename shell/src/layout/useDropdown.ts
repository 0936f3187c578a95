import { useCallback, useEffect, useRef, useState } from 'react';
import { DROPDOWN_HIDE_MS } from '@ironscore/contract';

/**
 * Open/close state of a top-bar dropdown: click toggles, hovering opens, and it hides
 * DROPDOWN_HIDE_MS (200 ms) after the pointer leaves (re-entering cancels). Escape and a click
 * outside close it at once.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);

  const cancelHide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const close = useCallback(() => {
    cancelHide();
    setOpen(false);
  }, [cancelHide]);

  const toggle = useCallback(() => {
    cancelHide();
    setOpen((o) => !o);
  }, [cancelHide]);

  const onMouseEnter = useCallback(() => {
    cancelHide();
  }, [cancelHide]);

  const onMouseLeave = useCallback(() => {
    cancelHide();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, DROPDOWN_HIDE_MS);
  }, [cancelHide]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  useEffect(() => cancelHide, [cancelHide]);

  return { open, setOpen, toggle, close, rootRef, rootProps: { onMouseEnter, onMouseLeave } };
}
