/**
 * The useful vote of a review (spec/1 §4 "Useful vote"): disabled while sending; on success a
 * thank-you toast (1 s), an emoji animation (hearts and thumbs when the returned type is
 * positive, otherwise a shocked face) and the list reloads after 1 second.
 */
import { useEffect, useRef, useState } from 'react';
import { MSG, USEFUL_RELOAD_MS, USEFUL_TOAST_MS } from '@ironscore/contract';
import { toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { gate, reportFailure, settle } from './gate';
import { sendUseful, type ReviewTarget } from './target';
import styles from './Reviews.module.css';

/** How long the emoji burst stays on screen. */
export const EMOJI_MS = 1600;

const POSITIVE = ['❤️', '👍', '❤️', '👍', '❤️', '👍'];
const NEGATIVE = ['😲'];

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
  const [delta, setDelta] = useState(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  // A reloaded count replaces the optimistic one.
  useEffect(() => setDelta(0), [count]);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };

  const vote = async () => {
    if (sending) return;
    if (!gate('useful', target.kind, user)) return;
    setSending(true);
    const outcome = await settle(() => sendUseful(target, user.user_id, ratingId));
    if (outcome.kind !== 'ok') {
      setSending(false);
      reportFailure(outcome, 'toast');
      return;
    }
    const type = outcome.reply.type === 'positive' ? 'positive' : 'negative';
    toast('success', MSG.review.usefulThanks, { ms: USEFUL_TOAST_MS });
    setDelta(type === 'positive' ? 1 : -1);
    const key = Date.now();
    setBurst({ key, type });
    later(() => setBurst((b) => (b?.key === key ? null : b)), EMOJI_MS);
    later(() => {
      setSending(false);
      onVoted();
    }, USEFUL_RELOAD_MS);
  };

  const shown = Math.max(0, count + delta);
  const emojis = burst?.type === 'positive' ? POSITIVE : NEGATIVE;
  return (
    <span className={styles.usefulWrap}>
      <button
        type="button"
        className={styles.action}
        data-active={delta > 0 || undefined}
        onClick={vote}
        disabled={sending}
        aria-busy={sending || undefined}
        aria-label={`Useful (${shown})`}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M7 11v9H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3zm0 0 4-8a2.5 2.5 0 0 1 2.5 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.5 20H7" />
        </svg>
        <span>Useful</span>
        <span className={styles.count}>{shown}</span>
      </button>
      {burst && (
        <span className={styles.burst} data-testid="useful-emoji" data-type={burst.type} aria-hidden="true" key={burst.key}>
          {emojis.map((e, i) => (
            <span key={i} className={burst.type === 'positive' ? styles.floatEmoji : styles.shockEmoji} style={{ ['--i' as string]: i }}>
              {e}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
