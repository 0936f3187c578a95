/**
 * The useful vote of a review (spec/1 §4 "Useful vote"): disabled while sending; on success a
 * thank-you toast (1 s), an emoji animation (hearts and thumbs when the returned type is
 * positive, otherwise a shocked face) and the list reloads after 1 second.
 */
import { useEffect, useRef, useState } from 'react';
import { MSG, USEFUL_RELOAD_MS, USEFUL_TOAST_MS } from '@ironscore/contract';
import { toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { useCallMutation } from '@ironscore/data';
import { gate } from './gate';
import { REVIEW_CALLS, usefulPayload, type ReviewTarget } from './target';
import styles from './Reviews.module.css';

/** How long the emoji burst stays on screen. */
export const EMOJI_MS = 1600;

type Emoji = 'heart' | 'thumb' | 'shocked';
const POSITIVE: Emoji[] = ['heart', 'thumb', 'heart', 'thumb', 'heart', 'thumb'];
const NEGATIVE: Emoji[] = ['shocked'];
const EMOJI_TEXT: Record<Emoji, string> = { heart: '❤️', thumb: '👍', shocked: '😲' };

/**
 * The emoji drawn as SVG (the same on every system, with or without an emoji font); the emoji
 * character is kept as the element's label.
 */
function EmojiIcon({ name }: { name: Emoji }) {
  if (name === 'heart') {
    return (
      <svg viewBox="0 0 24 24" width="1em" height="1em">
        <path fill="#ef4444" d="M12 21s-7.8-4.7-9.6-9.7C1.2 7.9 3.4 4.5 7 4.5c2 0 3.7 1.1 5 3 1.3-1.9 3-3 5-3 3.6 0 5.8 3.4 4.6 6.8C19.8 16.3 12 21 12 21z" />
        <path fill="#fff" opacity=".45" d="M7.2 6.6c-1.6 0-2.8 1.3-2.8 3 0 .5.4.9.9.9s.9-.4.9-.9c0-.7.5-1.2 1-1.2.5 0 .9-.4.9-.9s-.4-.9-.9-.9z" />
      </svg>
    );
  }
  if (name === 'thumb') {
    return (
      <svg viewBox="0 0 24 24" width="1em" height="1em">
        <path fill="#fbbf24" stroke="#b45309" strokeWidth="1.2" strokeLinejoin="round" d="M8 10.5 11.6 3c1.6 0 2.7 1.3 2.4 2.9L13.5 9h5.2c1.4 0 2.4 1.3 2.1 2.6l-1.5 6.9c-.2 1-1.1 1.7-2.1 1.7H8z" />
        <rect x="3" y="10" width="4.2" height="10.4" rx="1" fill="#ff5a1f" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em">
      <circle cx="12" cy="12" r="10.5" fill="#fcd34d" stroke="#d97706" strokeWidth="1" />
      <ellipse cx="8.3" cy="9.5" rx="1.9" ry="2.4" fill="#fff" stroke="#78350f" strokeWidth=".8" />
      <ellipse cx="15.7" cy="9.5" rx="1.9" ry="2.4" fill="#fff" stroke="#78350f" strokeWidth=".8" />
      <circle cx="8.3" cy="9.8" r="1" fill="#1f2937" />
      <circle cx="15.7" cy="9.8" r="1" fill="#1f2937" />
      <path d="M6.2 5.6c.9-.8 2-1.1 3.1-1M17.8 5.6c-.9-.8-2-1.1-3.1-1" stroke="#78350f" strokeWidth="1" strokeLinecap="round" fill="none" />
      <ellipse cx="12" cy="16.6" rx="2.4" ry="3" fill="#7c2d12" />
    </svg>
  );
}

export interface UsefulButtonProps {
  target: ReviewTarget;
  ratingId: number;
  count: number;
  /** Reload the list (called USEFUL_RELOAD_MS after a successful vote). */
  onVoted: () => void;
}

export function UsefulButton({ target, ratingId, count, onVoted }: UsefulButtonProps) {
  const user = useSession((s) => s.user);
  const [sending, setSending] = useState(false);
  const [burst, setBurst] = useState<{ key: number; type: 'positive' | 'negative' } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // spec/1 §8: a refusal is the warning dialog, a network failure a toast. The reply's direction
  // gives the review's new count, shown wherever the review is (contract WRITES) until the list reloads.
  const write = useCallMutation(REVIEW_CALLS.useful[target.kind], {
    feedback: { refused: 'dialog', network: 'toast' },
    changed: (reply) => ({ rating_id: ratingId, useful_count: Math.max(0, count + (reply.type === 'positive' ? 1 : -1)) }),
  });

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };

  const vote = async () => {
    if (sending) return;
    if (!gate('useful', target.kind, user)) return;
    setSending(true);
    const reply = await write.send(usefulPayload(target, user.user_id, ratingId) as never);
    if (!reply) {
      setSending(false);
      return;
    }
    const type = reply.type === 'positive' ? 'positive' : 'negative';
    toast('success', MSG.review.usefulThanks, { ms: USEFUL_TOAST_MS });
    const key = Date.now();
    setBurst({ key, type });
    later(() => setBurst((b) => (b?.key === key ? null : b)), EMOJI_MS);
    later(() => {
      setSending(false);
      onVoted();
    }, USEFUL_RELOAD_MS);
  };

  const emojis = burst?.type === 'positive' ? POSITIVE : NEGATIVE;
  return (
    <span className={styles.usefulWrap}>
      <button
        type="button"
        className={styles.action}
        data-active={(sending && write.data?.type === 'positive') || undefined}
        onClick={vote}
        disabled={sending}
        aria-busy={sending || undefined}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M7 11v9H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3zm0 0 4-8a2.5 2.5 0 0 1 2.5 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.5 20H7" />
        </svg>
        <span>Useful</span>{' '}
        <span className={styles.count}>{count}</span>
      </button>
      {burst && (
        <span className={styles.burst} data-testid="useful-emoji" data-type={burst.type} aria-hidden="true" key={burst.key}>
          {emojis.map((e, i) => (
            <span
              key={i}
              className={burst.type === 'positive' ? styles.floatEmoji : styles.shockEmoji}
              style={{ ['--i' as string]: i }}
              data-emoji={EMOJI_TEXT[e]}
            >
              <EmojiIcon name={e} />
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
