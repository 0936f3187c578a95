// Every unit and server test of the workspace in one jest run (one project per package).
module.exports = {
  // Global-only options (ignored inside a project's config): a loaded 2-core CI machine needs more
  // than jest's 5 s for user-event driven tests and the server's database set-up.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/packages/contract',
    '<rootDir>/packages/events',
    '<rootDir>/packages/api',
    '<rootDir>/packages/data',
    '<rootDir>/packages/session',
    '<rootDir>/packages/host',
    '<rootDir>/packages/chat',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/mf-config',
    '<rootDir>/packages/static-server',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-community',
    '<rootDir>/mfe-profile',
    '<rootDir>/mfe-business',
    '<rootDir>/server',
    '<rootDir>/scripts',
  ],
};
