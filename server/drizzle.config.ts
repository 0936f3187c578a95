import { defineConfig } from 'drizzle-kit';

// Generate migrations: pnpm --filter @ironscore/server exec drizzle-kit generate
// Never edit a committed migration; change the schema and generate a new one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@localhost:5432/ironscore' },
  strict: true,
  verbose: true,
});
