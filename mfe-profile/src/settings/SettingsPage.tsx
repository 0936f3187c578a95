import { useSearchParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { Card, Tabs } from '@ironscore/ui';
import SecuritySettings from '../SecuritySettings';
import PrivacySettings from '../PrivacySettings';
import { PersonalInfo } from './PersonalInfo';

type Tab = 'account' | 'security' | 'privacy';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'account', label: MSG.profile.accountSettings },
  { id: 'security', label: MSG.profile.securitySettings },
  { id: 'privacy', label: MSG.profile.privacySettings },
];

/** /profile/settings (members): Account (personal information), Security and Privacy tabs; the tab is in the address. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some((t) => t.id === params.get('tab')) ? params.get('tab') : 'account') as Tab;
  return (
    <Card title={MSG.profile.settings}>
      <Tabs tabs={TABS} value={tab} onChange={(next) => setParams({ tab: next })} label={MSG.profile.settings}>
        {tab === 'account' ? <PersonalInfo /> : tab === 'security' ? <SecuritySettings /> : <PrivacySettings />}
      </Tabs>
    </Card>
  );
}
