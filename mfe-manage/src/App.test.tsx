import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { composeRoutes, routeFileOf } from '@ironscore/contract';
import { answerCalls, callMock, ok } from './testing/helpers';
import App, { preloadPages } from './App';
import { ROUTES } from './routes';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

beforeAll(() => preloadPages());
beforeEach(() => callMock().mockReset());

test('the console declares its four paths, managers only, with the "Manage" item of a manager\'s profile menu', () => {
  expect(ROUTES.routes.map((r) => [r.path, r.access])).toEqual([
    ['/manage/approvals', 'manager'],
    ['/manage/reports', 'manager'],
    ['/manage/members', 'manager'],
    ['/manage/audit', 'manager'],
  ]);
  const file = routeFileOf(ROUTES);
  expect(file.routes.filter((r) => r.menu)).toEqual([expect.objectContaining({ path: '/manage/approvals', menu: { label: 'Manage', for: 'manager' } })]);
  const composed = composeRoutes([{ remote: 'manage', file }]);
  expect(composed.conflicts).toEqual([]);
});

test.each([
  ['approvals', '/manage/approvals', 'Approvals'],
  ['reports', '/manage/reports', 'Reports'],
  ['members', '/manage/members', 'Members'],
  ['audit', '/manage/audit', 'Audit log'],
])('the App renders the %s page at %s', async (route, path, heading) => {
  answerCalls({ Get_ManageManagers: ok([]) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<App route={route} />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
