import { Img, UserQuickView } from '@ironscore/ui';
import { userImage } from '../lib/images';
import styles from './UserChip.module.css';

/** Avatar and user name of a review or comment author; opens the user quick-view. */
export function UserChip({ name, image, sub }: { name: string; image: string | null | undefined; sub?: string }) {
  return (
    <span className={styles.chip}>
      <UserQuickView userName={name} className={styles.trigger}>
        <Img src={userImage(image)} alt="" fallback="avatar" shape="round" width={32} height={32} className={styles.avatar} />
        <span className={styles.name}>{name}</span>
      </UserQuickView>
      {sub && <span className={styles.sub}>{sub}</span>}
    </span>
  );
}
