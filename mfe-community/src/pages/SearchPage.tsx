import { MSG } from '@ironscore/contract';
import { usePageMeta } from '@ironscore/host';
import styles from './Pages.module.css';

/** /community/search: the spec shows only "Very soon". */
export function SearchPage() {
  usePageMeta({ title: 'Community search | IronScore' });
  return <p className={styles.verySoon}>{MSG.verySoon}</p>;
}
