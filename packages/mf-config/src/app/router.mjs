// The router every app shares (share key `react-router-dom`, one singleton: one route context for the
// shell and the remotes). It re-exports only the react-router API the apps use, so webpack
// tree-shakes the rest of react-router (server rendering, framework mode, RSC, forms and fetchers'
// components, …) inside this shared module: ~31 KB gzip instead of ~62 KB for the whole package.
//
// An app's `import … from 'react-router-dom'` gets this module (mf-config's `shared` config); an
// export missing here fails that app's build (module.parser.javascript.exportsPresence). Adding an
// export: add it here and deploy the shell first — a remote built with the addition gets the shell's
// copy (the router is a singleton), as with any newer API of a shared package (README "Shared router").
// `@ironscore-router/react-router-dom` is an alias of the real package (not a share key, so this
// module is not consumed from itself).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  redirect,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from '@ironscore-router/react-router-dom';
