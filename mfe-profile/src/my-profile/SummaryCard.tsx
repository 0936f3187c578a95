import { Link } from 'react-router-dom';
import { MSG, type ProfileUser } from '@ironscore/contract';
import { Card, RankBadge, SafeHtml, formatDate, formatNumber } from '@ironscore/ui';
import styles from './MyProfile.module.css';

const P = MSG.profile;

/** The summary card of My Profile (spec/2 §2.1). Empty values read "Unspecified". */
export function SummaryCard({ profile }: { profile: ProfileUser }) {
  const or = (value: string, unit = '') => (value ? `${value}${unit}` : MSG.labels.unspecified);
  const facts: Array<[string, React.ReactNode]> = [
    [P.liveIn, profile.user_live_in || MSG.labels.unspecified],
    [P.rank, <RankBadge key="rank" rank={profile.user_rank} score={profile.user_score} />],
    [P.followers, formatNumber(profile.total_follower)],
    [P.followed, formatNumber(profile.total_followed)],
    [P.memberSince, formatDate(profile.member_since)],
    [P.weight, or(profile.user_weight, ' kg')],
    [P.height, or(profile.user_height, ' cm')],
    [P.bodyFat, or(profile.user_body_fat, ' %')],
    [P.karma, formatNumber(profile.user_score)],
    [P.totalComments, formatNumber(profile.total_comments)],
    [P.totalReviews, formatNumber(profile.total_reviews)],
    [P.totalLikes, formatNumber(profile.total_likes)],
  ];
  return (
    <Card
      title={profile.user_fullname || profile.user_name}
      actions={
        <Link to="/profile/settings?tab=personal" className={styles.settingsLink}>
          {P.goToSettings}
        </Link>
      }
    >
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.bio}>
        <h3>{P.bio}</h3>
        {profile.user_bio ? <SafeHtml html={profile.user_bio} /> : <p className={styles.muted}>{MSG.labels.unspecified}</p>}
      </div>
    </Card>
  );
}
