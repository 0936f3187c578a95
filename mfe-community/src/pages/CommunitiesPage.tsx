/**
 * /community/communitys (spec/2 §2.2, §4): the create banner, the search box (asks from 3
 * characters or when emptied, up to 12 results), the grid of 12 and the side column.
 */
import { useState } from 'react';
import { MSG, PAGE_SIZE, SEARCH_MIN_CHARS } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { openAuth } from '@ironscore/events';
import { usePageMeta } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { Button, EmptyState, FormField, Placeholder, TextInput, useDebouncedValue } from '@ironscore/ui';
import { CommunityCard } from '../communities/CommunityCard';
import { CommunityFormDialog } from '../communities/CommunityForm';
import { CommunityMenu } from '../home/CommunityMenu';
import { SideColumn } from '../home/SideColumn';
import home from '../home/Home.module.css';
import styles from '../communities/Communities.module.css';

export function CommunitiesPage() {
  usePageMeta({ title: 'Communities | IronScore' });
  const user = useSession(selectUser);
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const typed = useDebouncedValue(text.trim(), 300);
  // The search fires from 3 characters or when the box is emptied; 1–2 characters keep the last answer.
  const [searched, setSearched] = useState('');
  if ((typed.length >= SEARCH_MIN_CHARS || typed === '') && typed !== searched) setSearched(typed);
  const list = useCallQuery('Get_CommunitySearchList', user ? { search_text: searched, limit: searched ? PAGE_SIZE.communitySearch : PAGE_SIZE.communityGrid } : null);
  const items = list.data?.data ?? [];

  return (
    <div className={home.layout}>
      <div className={home.main}>
        <h1 className={home.greeting}>Communities</h1>
        {!user ? (
          <div className={home.visitorPrompt}>
            <p>{MSG.gating.loginToViewMore}</p>
            <Button onClick={() => openAuth('member')}>Sign in</Button>
          </div>
        ) : (
          <>
            <CommunityMenu />
            <section className={styles.banner} aria-label="Create a community">
              <div>
                <h2 className={styles.bannerTitle}>Start your own community</h2>
                <p className={styles.bannerText}>Gather members around a sport, a goal or a product.</p>
              </div>
              {user.user_type === 'member' && <Button onClick={() => setCreating(true)}>Create a community</Button>}
            </section>
            <FormField label="Search communities" id="community-search" className={styles.search}>
              <TextInput type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="At least 3 characters" />
            </FormField>
            {list.isPending ? (
              <Placeholder variant="card" count={3} />
            ) : items.length === 0 ? (
              <EmptyState text={MSG.empty.noCommunity} />
            ) : (
              <ul className={styles.grid} aria-label={searched ? `Communities matching ${searched}` : 'All communities'}>
                {items.map((c) => (
                  <CommunityCard key={c.community_id} community={c} />
                ))}
              </ul>
            )}
            <CommunityFormDialog open={creating} onClose={() => setCreating(false)} />
          </>
        )}
      </div>
      <SideColumn signedIn={Boolean(user)} />
    </div>
  );
}
