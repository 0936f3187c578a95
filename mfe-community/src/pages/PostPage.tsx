/** /community/post/{post_id} (spec/2 §2.2): one post, titled "Post #id", with its comments open. */
import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { usePageMeta } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { EmptyState, Placeholder } from '@ironscore/ui';
import { PostCard } from '../feed/PostCard';
import { CommunityMenu } from '../home/CommunityMenu';
import { SideColumn } from '../home/SideColumn';
import styles from '../home/Home.module.css';

export function PostPage() {
  const { post_id = '' } = useParams();
  const postId = /^\d+$/.test(post_id) ? Number(post_id) : 0;
  const navigate = useNavigate();
  const user = useSession(selectUser);
  usePageMeta({ title: `${MSG.catalogue.postTitle(post_id)} | IronScore` });
  const post = useCallQuery('Get_CommunitySinglePost', user && postId ? { post_id: postId } : null);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h1 className={styles.greeting}>{MSG.catalogue.postTitle(post_id)}</h1>
        {user && <CommunityMenu />}
        {!postId ? (
          <EmptyState text={MSG.notFound.post} />
        ) : post.isPending ? (
          <Placeholder variant="card" />
        ) : post.data?.data && user ? (
          <PostCard post={post.data.data} viewerId={user.user_id} showComments onDeleted={() => navigate('/community/home')} />
        ) : (
          <EmptyState text={post.error?.message ?? MSG.notFound.post} />
        )}
      </div>
      <SideColumn signedIn={Boolean(user)} />
    </div>
  );
}
