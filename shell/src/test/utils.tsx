import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { LoginUser, RemoteName, UserType } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { signIn as signInWithToken, useSession } from '@ironscore/session';
import { RemoteLoaderProvider, type RemoteLoader } from '../remote/loader';

/** A loader whose remotes render their name and route: `remote catalog · route page`. */
export function fakeLoader(overrides: Partial<RemoteLoader> = {}): RemoteLoader & { load: jest.Mock; reset: jest.Mock } {
  const load = jest.fn(async (remote: RemoteName, expose: string) => ({
    default: ({ route }: { route?: string }) => (
      <p data-testid="remote">
        remote {remote} · {expose} · route {route ?? '-'}
      </p>
    ),
  }));
  const reset = jest.fn();
  return { load, reset, ...overrides } as RemoteLoader & { load: jest.Mock; reset: jest.Mock };
}

export function renderRoutes(routes: RouteObject[], path: string, loader: RemoteLoader = fakeLoader()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <DataProvider>
      <RemoteLoaderProvider value={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </DataProvider>,
  );
  return { ...utils, router, loader };
}

export function renderInRouter(ui: ReactNode, path = '/') {
  return renderRoutes(
    [
      { path: '*', element: ui },
    ],
    path,
  );
}

/** Base64url JSON without padding. */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token the session store can decode (the server verifies signatures, not the client). */
export function fakeToken(user: Partial<LoginUser> & { user_type: UserType }): string {
  const claims = {
    user_id: 7,
    user_name: 'jane',
    user_email: 'jane@example.com',
    user_verification_status: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...user,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
}

export function signIn(user: Partial<LoginUser> & { user_type: UserType }) {
  const token = fakeToken(user);
  const result = signInWithToken(token);
  if (!result) throw new Error('fake token was not accepted');
  return result;
}

export function signOut() {
  localStorage.clear();
  useSession.setState({ token: null, user: null, expiresAt: null, unread: [] });
}
