import { useCallQuery } from '@ironscore/data';
import { Placeholder } from '@ironscore/ui';
import { useProfile } from '../frame/useProfile';
import { ActivityTabs } from './ActivityTabs';
import { NextRanks } from './NextRanks';
import { SummaryCard } from './SummaryCard';
import styles from './MyProfile.module.css';

/** /profile/my-profile: summary, next ranks with the karma modal, activity tabs. */
export function MyProfilePage() {
  const { data: profile } = useProfile();
  const activity = useCallQuery('Get_LastActivity', {});
  if (!profile) return <Placeholder variant="card" count={2} />;
  return (
    <div className={styles.page}>
      <SummaryCard profile={profile} />
      <NextRanks ranks={profile.next_ranks} score={profile.user_score} />
      <ActivityTabs activity={activity.data?.data ?? (activity.isError ? { reviews: [], comments: [], likes: [] } : null)} loading={activity.isPending} />
    </div>
  );
}
