import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__IRONSCORE_TEST_PG__;
  if (!state) return;
  globalThis.__IRONSCORE_TEST_PG__ = undefined;
  try {
    await state.pg.stop();
  } finally {
    rmSync(state.root, { recursive: true, force: true });
  }
}
