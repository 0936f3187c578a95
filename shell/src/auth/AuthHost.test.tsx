import { act, fireEvent, screen } from '@testing-library/react';
import { emit } from '@ironscore/events';
import { fakeLoader, renderRoutes } from '../test/utils';
import type { RemoteLoader } from '../remote/loader';
import type { AuthRequest } from '@ironscore/host';
import { AuthHost } from './AuthHost';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Popup({ request, onClose }: { request: AuthRequest; onClose: () => void }) {
  return (
    <div role="dialog" aria-label="auth popup">
      {request.kind}:{request.kind === 'open' ? request.detail.variant : request.detail.name}
      <button type="button" onClick={onClose}>
        close popup
      </button>
    </div>
  );
}

describe('AuthHost', () => {
  it('loads auth/AuthPopup only when auth:open arrives and passes the request', async () => {
    const loader = fakeLoader({ load: jest.fn(async () => ({ default: Popup })) } as Partial<RemoteLoader>);
    renderRoutes([{ path: '/', element: <AuthHost /> }], '/', loader);
    expect(loader.load).not.toHaveBeenCalled();

    act(() => emit('auth:open', { variant: 'business' }));
    expect(await screen.findByRole('dialog', { name: 'auth popup' })).toHaveTextContent('open:business');
    expect(loader.load).toHaveBeenCalledWith('auth', 'AuthPopup');

    fireEvent.click(screen.getByRole('button', { name: 'close popup' }));
    expect(screen.queryByRole('dialog', { name: 'auth popup' })).not.toBeInTheDocument();
  });

  it('opens the claim dialog on auth:claim', async () => {
    const loader = fakeLoader({ load: jest.fn(async () => ({ default: Popup })) } as Partial<RemoteLoader>);
    renderRoutes([{ path: '/', element: <AuthHost /> }], '/', loader);
    act(() => emit('auth:claim', { business_id: 4, business_type: 'source', name: 'Muscle Shop', website: 'https://muscle.example' }));
    expect(await screen.findByRole('dialog', { name: 'auth popup' })).toHaveTextContent('claim:Muscle Shop');
  });

  it('shows the fallback in a modal when the auth remote cannot be loaded, and retries', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ default: Popup });
    const loader = fakeLoader({ load } as Partial<RemoteLoader>);
    renderRoutes([{ path: '/', element: <AuthHost /> }], '/', loader);
    act(() => emit('auth:open', { variant: 'member' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in could not be loaded.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'auth popup' })).toHaveTextContent('open:member');
  });
});
