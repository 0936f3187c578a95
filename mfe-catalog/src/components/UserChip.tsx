import { Img } from '@ironscore/ui';
import { userImage } from '../lib/images';
import styles from './UserChip.module.css';

/** Avatar and user name of a review or comment author. */
export function UserChip({ name, image, sub }: { name: string; image: string | null | undefined; sub?: string }) {
  return (
    <span className={styles.chip}>
      <Img src={userImage(image)} alt="" fallback="avatar" shape="round" className={styles.avatar} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {sub && <span className={styles.sub}>{sub}</span>}
      </span>
    </span>
  );
}
