import { SafeHtml } from '@ironscore/ui';
import styles from './Detail.module.css';

/** The side card of a source or brand page: its rank among all items of its kind and its HTML description. */
export function AboutCard({ id, rank, rankAmong, name, description }: {
  /** id of the heading (for aria-labelledby). */
  id: string;
  rank: number | null | undefined;
  /** 'sources' or 'brands'. */
  rankAmong: string;
  name: string;
  description: string | null | undefined;
}) {
  return (
    <section className={styles.sideCard} aria-labelledby={id}>
      <div className={styles.rankLine}>
        <span className={styles.rankBadge} title="Rank">
          <small>#</small>
          {rank || '–'}
        </span>
        <span className={styles.rankText}>
          Rank among
          <br />
          all {rankAmong}
        </span>
      </div>
      <h2 id={id} className={styles.sideTitle}>
        About {name}
      </h2>
      <SafeHtml html={description ?? ''} className={styles.description} />
    </section>
  );
}
