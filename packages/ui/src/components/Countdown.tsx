import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseDate } from '../lib/format';
import styles from './Countdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** 900 → "15:00", 65 → "01:05" (minutes may exceed 59). */
export function formatMMSS(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** 93784 → "1 day 02:03:04", 0 → "0 days 00:00:00". */
export function formatCountdown(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = countdownParts(totalSeconds);
  return `${days} ${days === 1 ? 'day' : 'days'} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

function secondsUntil(end: Date | null): number {
  if (!end) return 0;
  return Math.max(0, Math.ceil((end.getTime() - Date.now()) / 1000));
}

export interface CountdownProps {
  /** End date (promo_end_date), ISO or "YYYY-MM-DD HH:mm:ss". */
  to: string | number | Date | null | undefined;
  /** Called once when it reaches 0. */
  onEnd?: () => void;
  /** Boxes (default) or a compact "2 days 05:03:09" text. */
  variant?: 'boxes' | 'compact';
  /** Text shown once ended instead of zeros (optional). */
  endedText?: string;
  className?: string;
}

/** Live countdown to an end date in days hh:mm:ss; stops at zero. */
export function Countdown({ to, onEnd, variant = 'boxes', endedText, className }: CountdownProps) {
  const end = parseDate(to ?? null);
  const endMs = end?.getTime() ?? null;
  const [left, setLeft] = useState(() => secondsUntil(end));
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    const endDate = endMs === null ? null : new Date(endMs);
    let fired = false;
    const tick = () => {
      const s = secondsUntil(endDate);
      setLeft(s);
      if (s === 0 && !fired) {
        fired = true;
        onEndRef.current?.();
      }
      return s;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endMs]);

  const text = formatCountdown(left);
  const ended = left === 0;
  if (variant === 'compact' || (ended && endedText)) {
    return (
      // The server's markup was rendered seconds earlier: hydration keeps its text, the next tick corrects it.
      <time className={clsx(styles.compact, ended && styles.ended, className)} role="timer" aria-label={ended && endedText ? endedText : text} suppressHydrationWarning>
        {ended && endedText ? endedText : text}
      </time>
    );
  }
  const { days, hours, minutes, seconds } = countdownParts(left);
  const units: Array<[string, string]> = [
    [String(days), days === 1 ? 'Day' : 'Days'],
    [pad(hours), 'Hours'],
    [pad(minutes), 'Min'],
    [pad(seconds), 'Sec'],
  ];
  return (
    <span className={clsx(styles.countdown, ended && styles.ended, className)} role="timer" aria-label={text}>
      {units.map(([num, label]) => (
        <span key={label} className={styles.unit} aria-hidden="true">
          <span className={styles.num} suppressHydrationWarning>
            {num}
          </span>
          <span className={styles.label}>{label}</span>
        </span>
      ))}
    </span>
  );
}

export interface UseCountdown {
  /** Seconds left. */
  remaining: number;
  /** "mm:ss". */
  text: string;
  /** True once it has reached 0. */
  expired: boolean;
  /** Restart from `seconds` (default: the initial value). */
  reset: (seconds?: number) => void;
  /** Stop ticking (keeps the remaining time). */
  stop: () => void;
}

/**
 * A seconds countdown for the 900-second code timers: `const { text } = useCountdown(900, { onZero })`.
 * Ticks every second against the wall clock; calls onZero once at 0.
 */
export function useCountdown(seconds: number, options: { onZero?: () => void; running?: boolean } = {}): UseCountdown {
  const { running = true } = options;
  const onZeroRef = useRef(options.onZero);
  onZeroRef.current = options.onZero;
  const initial = useRef(seconds);
  const [endAt, setEndAt] = useState<number | null>(() => (running ? Date.now() + seconds * 1000 : null));
  const [remaining, setRemaining] = useState(Math.max(0, Math.floor(seconds)));

  useEffect(() => {
    if (endAt === null) return;
    let fired = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !fired) {
        fired = true;
        onZeroRef.current?.();
      }
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endAt]);

  const reset = useCallback((next?: number) => {
    const s = next ?? initial.current;
    initial.current = s;
    setRemaining(Math.max(0, Math.floor(s)));
    setEndAt(Date.now() + s * 1000);
  }, []);
  const stop = useCallback(() => setEndAt(null), []);

  return { remaining, text: formatMMSS(remaining), expired: remaining === 0, reset, stop };
}

export interface CodeTimerProps {
  seconds: number;
  onZero?: () => void;
  className?: string;
}

/** "14:59" text with the remaining time of a code; calls onZero at 0. */
export function CodeTimer({ seconds, onZero, className }: CodeTimerProps) {
  const { text } = useCountdown(seconds, { onZero });
  return (
    <span className={clsx(styles.timer, className)} role="timer" aria-label={`Time left ${text}`}>
      {text}
    </span>
  );
}
