/**
 * /community/home (spec/2 §2.2): greeting, the community menu row, the composer, the feed (or a
 * hashtag's feed with ?hashtag=tag) with infinite scroll, and the side column. Visitors see blurred
 * placeholders and a prompt that opens the sign-in popup.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { openAuth } from '@ironscore/events';
import { usePageMeta } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { Blurred, Button, Placeholder } from '@ironscore/ui';
import { Composer } from '../feed/Composer';
import { Feed } from '../feed/Feed';
import { CommunityMenu } from '../home/CommunityMenu';
import { SideColumn } from '../home/SideColumn';
import styles from '../home/Home.module.css';

function VisitorFeed() {
  return (
    <div className={styles.visitor}>
      <div className={styles.visitorPrompt}>
        <p>{MSG.gating.loginToViewMore}</p>
        <Button onClick={() => openAuth('member')}>Sign in</Button>
      </div>
      <Blurred>
        <Placeholder variant="line" count={6} />
      </Blurred>
    </div>
  );
}

export function HomePage() {
  const user = useSession(selectUser);
  const [params] = useSearchParams();
  const hashtag = (params.get('hashtag') ?? '').trim().toLowerCase();
  // A hashtag's feed has its own title; the community home is titled by its route's rule (src/routes.ts:
  // the general settings' seo_community and its description), which the shell applies when the page sends none.
  usePageMeta(hashtag ? { title: `#${hashtag} | Community | IronScore` } : {});
  const token = useCallQuery('Get_UserCommunityToken', user ? {} : null);
  const name = token.data?.data?.user_fullname || user?.user_name || '';

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h1 className={styles.greeting}>{user ? MSG.labels.greeting(name) : 'Community'}</h1>
        {user ? (
          <>
            <CommunityMenu />
            {hashtag ? (
              <p className={styles.filter}>
                Posts with <strong>#{hashtag}</strong> · <Link to="/community/home">Show all posts</Link>
              </p>
            ) : (
              user.user_type === 'member' && <Composer />
            )}
            <Feed key={hashtag} filter={hashtag ? { hashtag_name: hashtag } : {}} viewerId={user.user_id} label={hashtag ? `Posts with #${hashtag}` : 'Community feed'} />
          </>
        ) : (
          <VisitorFeed />
        )}
      </div>
      <SideColumn signedIn={Boolean(user)} />
    </div>
  );
}
