import { Placeholder } from '@ironscore/ui';
import { Page } from '../Page';
import styles from './Detail.module.css';

/** What a source, brand or product page shows while its item loads: the header's and the blocks' placeholders. */
export function DetailSkeleton({ headerClassName = styles.headerSkeleton, asideBlocks = 2 }: { headerClassName?: string; asideBlocks?: number }) {
  return (
    <Page>
      <Placeholder variant="image" className={headerClassName} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Placeholder variant="image" count={2} className={styles.blockSkeleton} />
        </div>
        <div className={styles.aside}>
          <Placeholder variant="image" count={asideBlocks} className={styles.blockSkeleton} />
        </div>
      </div>
    </Page>
  );
}
