import type { CommunityStyle } from '@ironscore/contract';
import styles from './communityStyle.module.css';

/** The class of one of the ten community colour styles (bg-community-1 … 10). */
export const communityStyleClass = (style: CommunityStyle | string | undefined): string | undefined =>
  style ? styles[style.replace('bg-', '')] : undefined;
