// The entry of every app: an async boundary, so the federation runtime negotiates the shared
// singletons (react, router, session, …) before the app's bootstrap runs (never `eager`).
// `@ironscore-app/bootstrap` is the app's own bootstrap (the shell's) or ./standalone.tsx.
import('@ironscore-app/bootstrap');

export {};
