import { Link } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import styles from './NotFound.module.css';

/** /404 (spec/3 §2.4). */
export function NotFound() {
  return (
    <section className={styles.wrap}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{MSG.notFoundTitle}</h1>
        <p className={styles.text}>{MSG.notFoundText}</p>
        <Link to="/" className={styles.home}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

/** Text of a profile slug that the signed-in account type does not have (spec/3 §2.3). */
export function NoContent() {
  return (
    <section className={styles.wrap}>
      <div className={styles.card}>
        <h1 className={styles.title}>{MSG.noContentFound}</h1>
        <Link to="/" className={styles.home}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
