import styles from './Reviews.module.css';

/** Blurred loading placeholders of the review list (spec/1 §9: 4 while a page loads). */
export function ReviewSkeletons({ count }: { count: number }) {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label="Loading reviews">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} data-testid="review-placeholder" aria-hidden="true">
          <div className={styles.skeletonHead}>
            <span className={`${styles.bone} ${styles.boneAvatar}`} />
            <span className={styles.skeletonLines}>
              <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '38%' }} />
              <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '22%' }} />
            </span>
          </div>
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '96%' }} />
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '88%' }} />
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '54%' }} />
        </div>
      ))}
    </div>
  );
}
