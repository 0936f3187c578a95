import { useSearchParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { Card, Tabs } from '@ironscore/ui';
import SecuritySettings from '../SecuritySettings';
import PrivacySettings from '../PrivacySettings';
import { PersonalInfo } from './PersonalInfo';

type Tab = 'account' | 'personal' | 'privacy';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'account', label: MSG.profile.accountSettings },
  { id: 'personal', label: MSG.profile.personalInformation },
  { id: 'privacy', label: MSG.profile.privacySettings },
];

/**
 * /profile/settings (members; spec/2 §2.1, spec/3 §2.7), the tab in the address:
 * - Account Settings: last activity, the five e-mail switches, phone, read-only e-mail, password
 *   change, SAVE and "You want to delete your account?" (the 'profile/SecuritySettings' expose, which
 *   business accounts show under their Security tab, their Account tab being the listing);
 * - Personal information (show and edit mode), the target of My Profile's "Go to settings";
 * - Privacy Settings.
 * The spec gives the member's account tab everything a security tab would hold, so members have no
 * separate Security tab; an old `?tab=security` address opens Account Settings.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = (TABS.some((t) => t.id === asked) ? asked : 'account') as Tab;
  return (
    <Card title={MSG.profile.settings}>
      <Tabs tabs={TABS} value={tab} onChange={(next) => setParams({ tab: next })} label={MSG.profile.settings}>
        {tab === 'account' ? <SecuritySettings /> : tab === 'personal' ? <PersonalInfo /> : <PrivacySettings />}
      </Tabs>
    </Card>
  );
}
