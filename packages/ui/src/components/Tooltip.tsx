import { Suspense, cloneElement, lazy, useEffect, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes (one element; it receives the hover/focus handlers). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before it shows. Default 200. */
  delay?: number;
}

let loading: Promise<typeof import('./TooltipPopup')> | null = null;
/** The Radix tooltip's chunk (one request, whichever trigger asks first). */
const loadPopup = () => (loading ??= import('./TooltipPopup'));
const TooltipPopup = lazy(() => loadPopup().then((m) => ({ default: m.TooltipPopup })));

type Wake = { open: boolean; refocus: boolean };
type TriggerProps = Record<string, ((event: SyntheticEvent) => void) | undefined>;

/**
 * A small hover/focus tooltip (Radix Tooltip) on its one child. Until the trigger is first hovered,
 * focused or touched, the child renders alone with the closed tooltip's attributes (the markup the
 * Radix trigger renders, so the request-time render hydrates unchanged) and the Radix tooltip is not
 * loaded; then it loads, takes the trigger over and shows (after the hover delay, at once on focus).
 */
export function Tooltip({ content, children, side = 'top', delay = 200 }: TooltipProps) {
  const [wake, setWake] = useState<Wake | null>(null);
  // What the trigger wants while the chunk loads: shown on hover (after the delay) or focus; null when left.
  const want = useRef<'hover' | 'focus' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  if (wake) {
    const light = cloneElement(children, { 'data-state': 'closed' } as object);
    return (
      <Suspense fallback={light}>
        <TooltipPopup content={content} side={side} delay={delay} open={wake.open} refocus={wake.refocus}>
          {children}
        </TooltipPopup>
      </Suspense>
    );
  }

  // Once the chunk is in: shown if the trigger still wants it; focus handed back if it still has it.
  const take = (open: boolean) => {
    void loadPopup().then(() => alive.current && setWake({ open: open && want.current !== null, refocus: want.current === 'focus' }));
  };
  const own = children.props as TriggerProps;
  const chain = (name: string, handler: (event: SyntheticEvent) => void) => (event: SyntheticEvent) => {
    own[name]?.(event);
    handler(event);
  };
  return cloneElement(children, {
    'data-state': 'closed',
    onPointerEnter: chain('onPointerEnter', (event) => {
      if ((event as unknown as PointerEvent).pointerType === 'touch') return;
      want.current = 'hover';
      void loadPopup();
      clearTimeout(timer.current);
      // not while a press is under way: the trigger's element is replaced when it takes over
      timer.current = setTimeout(() => want.current === 'hover' && !pressed.current && take(true), delay);
    }),
    onPointerLeave: chain('onPointerLeave', () => {
      if (want.current === 'hover') want.current = null;
      clearTimeout(timer.current);
    }),
    onPointerDown: chain('onPointerDown', () => {
      pressed.current = true;
      document.addEventListener('pointerup', () => (pressed.current = false), { once: true });
    }),
    onFocus: chain('onFocus', () => {
      // As Radix: focus that comes with a pointer press does not show it (then only fetch the chunk).
      if (pressed.current) return void loadPopup();
      want.current = 'focus';
      take(true);
    }),
    onBlur: chain('onBlur', () => {
      if (want.current === 'focus') want.current = null;
    }),
    // Touch does not show a tooltip (as Radix); it only fetches the chunk for the next time.
    onTouchStart: chain('onTouchStart', () => void loadPopup()),
  } as object);
}
