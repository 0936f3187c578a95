/** What globalSetup hands to the test files (through environment variables). */
export const TEST_ENV = {
  /** postgres://user:pass@127.0.0.1:port (no database). */
  base: 'IRONSCORE_TEST_PG_BASE',
  /** The migrated, seeded template database. */
  template: 'IRONSCORE_TEST_TEMPLATE',
  /** Images written by the seed. */
  uploads: 'IRONSCORE_TEST_UPLOADS',
  /** Temp root of the run (removed by globalTeardown). */
  root: 'IRONSCORE_TEST_ROOT',
} as const;

export const TEMPLATE_DB = 'ironscore_template';
