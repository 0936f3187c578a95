/**
 * The business remote (`business/App`): the source and brand areas (source-* and brand-* slugs).
 * The shell dispatches /profile/:profile_slug_url here by the signed-in user's type
 * (profileRemoteFor) and passes route 'profile'; the slug comes from useParams. A slug of the other
 * business type shows "No content found!" (spec/3 §2.3).
 */
import './calls';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import type { ExposeProps } from '@ironscore/host';
import { userType, useSession } from '@ironscore/session';
import type { BusinessType } from './business';
import { Advertisement } from './pages/Advertisement';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { BrandProducts } from './pages/products/BrandProducts';
import { ReceivedReviews } from './pages/reviews/ReceivedReviews';
import { OfficialSellers } from './pages/sellers/OfficialSellers';
import { Settings } from './pages/settings/Settings';
import styles from './pages/pages.module.css';

/** Every page of the area: its account type and what it shows. */
const PAGES: Record<string, { type: BusinessType; page: () => ReactNode }> = {
  'source-dashboard': { type: 'source', page: () => <DashboardPage type="source" /> },
  'source-reviews': { type: 'source', page: () => <ReceivedReviews type="source" /> },
  'source-advertisement': { type: 'source', page: () => <Advertisement /> },
  'source-settings': { type: 'source', page: () => <Settings type="source" /> },
  'brand-dashboard': { type: 'brand', page: () => <DashboardPage type="brand" /> },
  'brand-reviews': { type: 'brand', page: () => <ReceivedReviews type="brand" /> },
  'brand-products': { type: 'brand', page: () => <BrandProducts /> },
  'brand-offical-sellers': { type: 'brand', page: () => <OfficialSellers /> },
  'brand-advertisement': { type: 'brand', page: () => <Advertisement /> },
  'brand-settings': { type: 'brand', page: () => <Settings type="brand" /> },
};

export default function App(_props: ExposeProps<'business/App'>) {
  const { profile_slug_url: slug = '' } = useParams();
  const type = useSession(userType);
  const entry = PAGES[slug];
  if (!entry || (type !== null && type !== entry.type)) return <p>{MSG.noContentFound}</p>;
  return (
    <DataProvider>
      <div className={styles.page}>{entry.page()}</div>
    </DataProvider>
  );
}
