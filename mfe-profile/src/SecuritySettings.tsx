/**
 * `profile/SecuritySettings`: the security tab of the account settings (spec/3 §2.7), rendered by this
 * remote's settings page and, through the host API's RemoteExpose, by mfe-business's source and
 * brand settings. Declared in the expose map (packages/host) ahead of the member-area work.
 */
import type { ExposeProps } from '@ironscore/host';
import { SectionPending } from '@ironscore/ui';

export default function SecuritySettings(_props: ExposeProps<'profile/SecuritySettings'>) {
  return <SectionPending section="Security" />;
}
