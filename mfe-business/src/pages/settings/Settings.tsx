/**
 * /profile/source-settings and /profile/brand-settings (spec/3 §2.5, §2.6, §2.7): four tabs. The
 * Account tab shows and edits the listing, the Badge tab the three badge designs with their code;
 * Security and Privacy are mfe-profile's exposes ('profile/SecuritySettings',
 * 'profile/PrivacySettings') loaded at runtime through the host API — not copies.
 */
import { useState } from 'react';
import { MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { RemoteExpose } from '@ironscore/host';
import { Placeholder, Tabs } from '@ironscore/ui';
import type { BusinessType } from '../../business';
import { BadgeCodes } from '../badge/BadgeCodes';
import { AccountTab } from './AccountTab';
import styles from './Settings.module.css';

type Tab = 'account' | 'badge' | 'security' | 'privacy';

const TITLES: Record<Tab, string> = {
  account: MSG.profile.accountSettings,
  badge: MSG.profile.badgeSettings,
  security: MSG.profile.securitySettings,
  privacy: MSG.profile.privacySettings,
};

export function Settings({ type }: { type: BusinessType }) {
  const [tab, setTab] = useState<Tab>('account');
  const L = MSG.labels;
  return (
    <section data-business-settings={type}>
      <h1 className={styles.title}>{TITLES[tab]}</h1>
      <Tabs<Tab>
        label="Settings"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'account', label: L.account },
          { id: 'badge', label: L.badge },
          { id: 'security', label: L.security },
          { id: 'privacy', label: L.privacy },
        ]}
      >
        {tab === 'account' && <AccountTab type={type} />}
        {tab === 'badge' && <BadgeTab type={type} />}
        {tab === 'security' && <RemoteExpose id="profile/SecuritySettings" props={{}} />}
        {tab === 'privacy' && <RemoteExpose id="profile/PrivacySettings" props={{}} />}
      </Tabs>
    </section>
  );
}

function BadgeTab({ type }: { type: BusinessType }) {
  const source = useCallQuery('Get_SourceToken', type === 'source' ? {} : null);
  const brand = useCallQuery('Get_BrandToken', type === 'brand' ? {} : null);
  const account = type === 'source' ? source : brand;
  if (account.isError) return <p role="alert">{account.error.message}</p>;
  const data = account.data?.data;
  if (!data) return <Placeholder variant="card" count={3} />;
  const verified = ('source_verification_status' in data ? data.source_verification_status : data.brand_verification_status) === 1;
  return (
    <div className={styles.badge}>
      <p>{MSG.business.badgeHelp}</p>
      <p role="status">
        {MSG.labels.verification}: <strong>{MSG.business.verificationState[verified ? 1 : 0]}</strong>
      </p>
      <BadgeCodes badge={data.badge} />
    </div>
  );
}
