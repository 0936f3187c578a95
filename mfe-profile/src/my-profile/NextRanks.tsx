import { useState } from 'react';
import { KARMA_TABLE, MSG, type NextRank } from '@ironscore/contract';
import { Button, Card, Modal, RankBadge } from '@ironscore/ui';
import styles from './MyProfile.module.css';

const P = MSG.profile;

/** Next ranks with the points they need and their impact (server-defined), and the karma modal. */
export function NextRanks({ ranks, score }: { ranks: NextRank[]; score: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={P.nextRanks}
      actions={
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          {P.howToEarnKarma}
        </Button>
      }
    >
      {ranks.length === 0 ? (
        <p className={styles.muted}>{P.topRankReached}</p>
      ) : (
        <ol className={styles.ranks}>
          {ranks.map((r) => (
            <li key={r.rank_no} className={styles.rankRow}>
              <RankBadge rankNo={r.rank_no} score={r.rank_score} />
              <span>{P.pointsRequired(r.rank_score)}</span>
              <span className={styles.muted}>{P.pointsToGo(Math.max(0, r.rank_score - score))}</span>
              <span>{P.impactOnReviews(r.impact)}</span>
            </li>
          ))}
        </ol>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={P.howToEarnKarma} size="md">
        <KarmaTable />
      </Modal>
    </Card>
  );
}

/** The full karma table of spec/2 §9. */
export function KarmaTable() {
  return (
    <table className={styles.karmaTable}>
      <thead>
        <tr>
          <th scope="col">{P.karmaAction}</th>
          <th scope="col">{P.karmaPoints}</th>
        </tr>
      </thead>
      <tbody>
        {KARMA_TABLE.map((row) => (
          <tr key={row.action}>
            <td>{row.action}</td>
            <td>+{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
