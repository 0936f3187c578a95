/**
 * @ironscore/host — what the shell offers the remotes, and what each exposed module takes.
 *
 * - The expose map (`ExposeMap`, `ExposeProps<'remote/Name'>`, `EXPOSES`): every exposed module
 *   and its props; the shell's loader is typed by it.
 * - Page metadata: `usePageMeta({ title, description })` in a remote page; the shell applies it
 *   with `PageMetaOutlet`.
 * - Other remotes' modules: `<RemoteExpose id="profile/SecuritySettings" props={{}} />`.
 * - The page recipe, `createRemoteApp({ routes, pages, … })`, is imported from
 *   `@ironscore/host/src/remoteApp` and not exported here: this index is shared as a singleton, the
 *   recipe is compiled into each remote.
 * - The composed route table (`publishRouteTable`, `useRouteTable`, `useProfileMenu`): what the
 *   shell composed from the remotes' published routes.
 * - Sign-in and sign-out are functions of @ironscore/session (`signIn`, `signOut`,
 *   `refreshSession`); the event bus is @ironscore/events (one typed map, `IronEvents`).
 *
 * Shared as a strict singleton (packages/mf-config): its page-metadata listener and context are
 * one per page.
 */
export * from './exposes';
export * from './pageMeta';
export * from './RemoteExpose';
export * from './routeTable';
