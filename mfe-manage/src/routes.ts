/**
 * The routes the managers' console owns (issue 24): published as routes.json next to its
 * mf-manifest.json by its build; the shell composes them at run time — access 'manager' (everyone
 * else gets the site's 404) and the "Manage" item of a manager's profile menu — with no shell code.
 * The page map of src/App.tsx is checked against these ids at compile time. Format:
 * packages/contract/src/routeTable.mjs.
 */
import { defineRoutes } from '@ironscore/contract';

export const ROUTES = defineRoutes({
  remote: 'manage',
  label: 'The managers\u2019 console',
  routes: [
    { id: 'approvals', path: '/manage/approvals', access: 'manager', title: { name: 'Approvals' }, menu: { label: 'Manage', for: 'manager' } },
    { id: 'reports', path: '/manage/reports', access: 'manager', title: { name: 'Reports' } },
    { id: 'members', path: '/manage/members', access: 'manager', title: { name: 'Members' } },
    { id: 'audit', path: '/manage/audit', access: 'manager', title: { name: 'Audit log' } },
  ],
});
