/** /profile/source-advertisement and /profile/brand-advertisement (spec/3 §2.3): not offered yet. */
import { MSG } from '@ironscore/contract';
import styles from './pages.module.css';

export function Advertisement() {
  return (
    <section aria-labelledby="advertisement-title">
      <h1 id="advertisement-title" className={styles.title}>
        Advertisement
      </h1>
      <p className={styles.soon}>{MSG.verySoonEllipsis}</p>
    </section>
  );
}
