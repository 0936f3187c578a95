import clsx from 'clsx';
import { MSG, rankName } from '@ironscore/contract';
import { Tooltip } from './Tooltip';
import styles from './RankBadge.module.css';

export interface RankBadgeProps {
  /** rank_no of the user (0–4, 998 brand, 999 source); anything else reads 'Unknown'. */
  rankNo?: number | string | null;
  /** Alternatively the user_rank object of the API. */
  rank?: { rank_no: number | string } | null;
  /** Karma points, shown on hover as 'Karma Point : {score}'. */
  score?: number | string | null;
  className?: string;
}

function toRankNo(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? n : null;
}

/** The named rank of a user; hovering (or focusing) it shows the karma points in a tooltip. */
export function RankBadge({ rankNo, rank, score, className }: RankBadgeProps) {
  const no = toRankNo(rankNo ?? rank?.rank_no);
  const name = no === null ? MSG.unknownRank : rankName(no);
  const hover = MSG.karmaPoint(score ?? 0);
  const toneClass = no === 998 || no === 999 ? styles.business : no !== null && no >= 0 && no <= 4 ? styles[`r${no}`] : undefined;
  return (
    <Tooltip content={hover}>
      <span className={clsx(styles.rank, toneClass, className)} role="img" aria-label={`${name}, ${hover}`} data-rank={no ?? ''}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3zm0 5 1.5 3.1 3.4.5-2.5 2.4.6 3.4L12 14.8 9 16.4l.6-3.4-2.5-2.4 3.4-.5L12 7z" />
        </svg>
        <span aria-hidden="true">{name}</span>
      </span>
    </Tooltip>
  );
}
