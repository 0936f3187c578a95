import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('smoke', async () => {
  const res = await t.call('Get_Pages', {});
  expect(res.status).toBe(true);
});
