import { fireEvent, screen } from '@testing-library/react';
import { on } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { getRouteTable } from '@ironscore/host';
import { createRoutes } from '../routes/routes';
import { renderRoutes, signIn } from '../test/utils';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn(async () => null) },
}));

afterEach(() => {
  useSession.setState({ token: null, user: null });
  localStorage.clear();
});

test('an unverified account sees the red banner on its profile pages; its button opens verification with the e-mail', async () => {
  signIn({ user_type: 'member', user_verification_status: 0, user_email: 'new@example.com' });
  const opened = jest.fn();
  const off = on('auth:open', opened);
  renderRoutes(createRoutes(getRouteTable()), '/profile/my-profile');

  expect(await screen.findByText('You have not verified your account. Please verify your account.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Click to verify your account' }));
  expect(opened).toHaveBeenCalledWith({ variant: 'member', form: 'verify-account', email: 'new@example.com' });
  off();
});

test('a verified account sees no banner', async () => {
  signIn({ user_type: 'source', user_verification_status: 1 });
  renderRoutes(createRoutes(getRouteTable()), '/profile/source-dashboard');
  expect(await screen.findByTestId('remote')).toHaveTextContent('remote business');
  expect(screen.queryByText('You have not verified your account. Please verify your account.')).not.toBeInTheDocument();
});
