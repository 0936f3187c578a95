import type confetti from 'canvas-confetti';
import { useEffect, useEffectEvent } from 'react';

/** The spec's burst: 250 elements with a lifetime of 250 ticks. */
export const CONFETTI = { particleCount: 250, ticks: 250 } as const;

/** canvas-confetti, loaded with the first burst (no page needs it for its first paint). */
const loadConfetti = () => import('canvas-confetti').then((module) => module.default);

/** Fires one confetti burst (no-op without a canvas, e.g. in jsdom, or with reduced motion). */
export function fireConfetti(options: confetti.Options = {}): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (/jsdom/i.test(navigator.userAgent)) return;
  void loadConfetti().then((fire) => burst(fire, options), () => undefined);
}

/** One burst with the spec's look, `options` on top. */
function burst(confetti: typeof import('canvas-confetti'), options: confetti.Options): void {
  try {
    void confetti({
      particleCount: CONFETTI.particleCount,
      ticks: CONFETTI.ticks,
      spread: 100,
      startVelocity: 45,
      origin: { y: 0.6 },
      zIndex: 1300,
      colors: ['#ff5a1f', '#ffb400', '#16a34a', '#2563eb', '#0f1b2d'],
      disableForReducedMotion: true,
      ...options,
    });
  } catch {
    /* decoration only */
  }
}

/** A short burst of emoji (the community's like: ❤️ 👍 on like, 😲 on unlike); no-op where confetti is. */
export function fireEmojiBurst(emojis: readonly string[], options: confetti.Options = {}): void {
  if (typeof window === 'undefined' || /jsdom/i.test(navigator.userAgent) || emojis.length === 0) return;
  void loadConfetti().then((confetti) => {
    try {
      const shapes = emojis.map((text) => confetti.shapeFromText({ text, scalar: 2 }));
      burst(confetti, { shapes, scalar: 2, particleCount: 30, ticks: 120, spread: 70, startVelocity: 30, ...options });
    } catch {
      /* decoration only */
    }
  }, () => undefined);
}

export interface ConfettiProps {
  /** Fire again whenever this value changes (default: once on mount). */
  trigger?: unknown;
  options?: confetti.Options;
}

/** Fires a confetti burst when mounted (verified account, review sent). Renders nothing. */
export function Confetti({ trigger, options }: ConfettiProps) {
  // The burst reads the latest options but fires only on mount and when `trigger` changes.
  const fire = useEffectEvent(() => fireConfetti(options));
  useEffect(() => {
    fire();
  }, [trigger]);
  return null;
}
