/**
 * The community remote (`community/App`): /community/* routes. The shell passes the route id;
 * parameters (page, username, post_id, community_id) come from useParams.
 */
import type { JSX } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { COMMUNITY_PAGES, type RemoteAppProps } from '@ironscore/contract';
import { SectionPending } from '@ironscore/ui';

type CommunityRoute = RemoteAppProps<'community'>['route'];

const PAGE_NAMES: Record<(typeof COMMUNITY_PAGES)[number], string> = {
  home: 'Community feed',
  communitys: 'Communities',
  search: 'Community search',
  notification: 'Notifications',
  'home-reset': 'Community feed',
};

function CommunityPage() {
  const { page = '' } = useParams();
  if (!(COMMUNITY_PAGES as readonly string[]).includes(page)) return <Navigate to="/404" replace />;
  return <SectionPending section={PAGE_NAMES[page as keyof typeof PAGE_NAMES]} />;
}

/** One page per route id: a route of the table without a page here fails to compile. */
const PAGES: Record<CommunityRoute, () => JSX.Element> = {
  community: () => <CommunityPage />,
  'community-profile': () => <SectionPending section="Community profile" />,
  'community-post': () => <SectionPending section="Community post" />,
  'community-page': () => <SectionPending section="Community page" />,
};

export default function App({ route }: RemoteAppProps<'community'>) {
  const Page = PAGES[route];
  return Page ? <Page /> : <SectionPending section="Community" />;
}
