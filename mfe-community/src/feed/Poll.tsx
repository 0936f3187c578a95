/**
 * A post's poll (spec/2 §4): before the viewer votes, the answers are plain buttons; after, result
 * bars with counts and percentage shares (the viewer's answer marked). One vote per member.
 */
import type { Post } from '@ironscore/contract';
import { formatNumber } from '@ironscore/ui';
import styles from './Feed.module.css';

export interface PollProps {
  post: Post;
  onVote: (answerNo: number) => void;
  voting: boolean;
}

export function Poll({ post, onVote, voting }: PollProps) {
  const poll = post.post_poll;
  if (!poll) return null;
  const counts = new Map(post.post_poll_answers.map((a) => [a.answer_no, a.count]));
  const total = poll.answers.reduce((sum, _a, i) => sum + (counts.get(i + 1) ?? 0), 0);
  const voted = post.post_poll_voted > 0;
  return (
    <fieldset className={styles.poll}>
      <legend className={styles.pollTitle}>{poll.poll_title}</legend>
      {voted ? (
        <ol className={styles.pollResults}>
          {poll.answers.map((answer, i) => {
            const count = counts.get(i + 1) ?? 0;
            const share = total ? Math.round((count / total) * 100) : 0;
            const mine = post.post_poll_voted === i + 1;
            return (
              <li key={i} className={styles.pollResult} data-mine={mine || undefined}>
                <span className={styles.pollBar} style={{ width: `${share}%` }} aria-hidden="true" />
                <span className={styles.pollAnswer}>
                  {answer}
                  {mine && <span className={styles.pollMine}> (your vote)</span>}
                </span>
                <span className={styles.pollCount}>
                  {formatNumber(count)} · {share}%
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <div className={styles.pollButtons}>
          {poll.answers.map((answer, i) => (
            <button key={i} type="button" className={styles.pollButton} disabled={voting} onClick={() => onVote(i + 1)}>
              {answer}
            </button>
          ))}
        </div>
      )}
      <p className={styles.pollTotal}>
        {formatNumber(total)} {total === 1 ? 'vote' : 'votes'}
      </p>
    </fieldset>
  );
}
