import { Link } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import styles from './NotFound.module.css';

/** A page with nothing to show: its title (above it the 404 code, under it a text), and the way back home. */
function NothingHere({ title, text, code }: { title: string; text?: string; code?: boolean }) {
  return (
    <section className={styles.wrap}>
      <div className={styles.card}>
        {code && (
          <p className={styles.code} aria-hidden="true">
            404
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        {text && <p className={styles.text}>{text}</p>}
        <Link to="/" className={styles.home}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

/** /404 (spec/3 §2.4). */
export function NotFound() {
  return <NothingHere code title={MSG.notFoundTitle} text={MSG.notFoundText} />;
}

/** Text of a profile slug that the signed-in account type does not have (spec/3 §2.3). */
export function NoContent() {
  return <NothingHere title={MSG.noContentFound} />;
}
