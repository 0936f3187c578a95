import { calls } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';

const t = fileTestApp();

test('GET /api answers the version and every call of the contract with its transport flags', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json() as { status: boolean; data: { version: string; calls: { name: string; token: boolean; multipart: boolean }[] } };
  expect(body.status).toBe(true);
  expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  const names = body.data.calls.map((c) => c.name);
  expect(names).toEqual(Object.keys(calls).sort());
  expect(names).toContain('Get_SourcePagination');
  expect(body.data.calls.find((c) => c.name === 'Get_UserToken')?.token).toBe(true);
  expect(body.data.calls.find((c) => c.name === 'Get_SourcePagination')?.token).toBe(false);
});

test('other methods and paths under /api keep their answers', async () => {
  const unknown = await t.app.inject({ method: 'GET', url: '/api/Get_SourcePagination' });
  expect(unknown.statusCode).toBe(404);
});
