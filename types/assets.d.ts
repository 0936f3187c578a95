declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Alias resolved per remote build to that remote's src/App.tsx (packages/mf-config). */
declare module '@ironscore-remote/App' {
  import type { ComponentType } from 'react';
  const App: ComponentType<Record<string, unknown>>;
  export default App;
}
/** Alias resolved per app build to the app's bootstrap (the shell's own, mf-config's standalone one for a remote). */
declare module '@ironscore-app/bootstrap';
/** Alias resolved in an app's first-frame build to its src/firstFrame.tsx (packages/mf-config). */
declare module '@ironscore-app/firstFrame' {
  const app: import('../packages/mf-config/src/firstFrame/render').FirstFrameApp;
  export default app;
}
/** Alias resolved per remote build to that remote's src/routes.ts (packages/mf-config). */
declare module '@ironscore-remote/routes' {
  export const ROUTES: import('@ironscore/contract').RemoteRoutes;
}
