/**
 * What the shell provides through the host API's context: rendering another remote's exposed
 * module (`<RemoteExpose id="profile/SecuritySettings" props={{}} />` inside a remote), with the
 * shell's loading state, fallback and Retry, keyed by the page so a failure clears on navigation.
 */
import { useLocation } from 'react-router-dom';
import type { ExposeId, ExposeProps, HostServices } from '@ironscore/host';
import { Placeholder } from '@ironscore/ui';
import { RemoteModule } from './RemoteModule';

function NestedExpose<K extends ExposeId>({ id, props }: { id: K; props: ExposeProps<K> }) {
  const { pathname } = useLocation();
  return (
    <RemoteModule
      id={id}
      resetKey={pathname}
      loading={<Placeholder variant="line" count={3} />}
      bareFallback
      render={(Component) => <Component {...(props as ExposeProps<K> & object)} />}
    />
  );
}

export const hostServices: HostServices = {
  renderExpose: (id, props) => <NestedExpose id={id} props={props} />,
};
