/**
 * The IronScore database schema (Drizzle, PostgreSQL 18). Every table is exported from here;
 * conventions are described in ./columns.ts. Migrations: server/drizzle (drizzle-kit generate).
 */
export * from './columns';
export * from './enums';
export * from './users';
export * from './reference';
export * from './catalog';
export * from './business';
export * from './content';
export * from './reviews';
export * from './activity';
export * from './analytics';
export * from './messages';
export * from './community';
export * from './limits';
export * from './prices';
export * from './price-feeds';
export * from './relations';
