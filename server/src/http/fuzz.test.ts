/**
 * Fuzz (issue 8): every call of the contract × a fixed set of hostile payloads — NUL bytes, deep
 * JSON, huge strings, wrong types, negative and huge limits, arrays for scalars, bad multipart —
 * answers the envelope, never a 5xx, and writes nothing (every table's row count and checksum is
 * the same before and after). One app, in-process inject.
 */
import * as v from 'valibot';
import { API_KEY_HEADER, CALL_NAMES, TEXT_MAX, TOKEN_HEADER, calls, type CallName } from '@ironscore/contract';
import { TEST_API_KEY, fileTestApp } from '../test/harness';
import { DEMO_MEMBER, SOURCE_OWNER } from '../seed/fixed-accounts';

const t = fileTestApp();
let memberToken: string;
let ownerToken: string;
beforeAll(async () => {
  memberToken = (await t.loginAs(DEMO_MEMBER.user_name)).token;
  ownerToken = (await t.loginAs(SOURCE_OWNER.user_name)).token;
}, 120_000);

type Schema = { type?: string; entries?: Record<string, unknown>; pipe?: unknown[]; options?: unknown[]; wrapped?: unknown };

/** The fields of a payload schema (objects, pipes over objects, unions of objects) with their schemas. */
function entriesOf(schema: unknown): Record<string, unknown> {
  const s = schema as Schema;
  if (s.entries) return s.entries;
  if (s.pipe) return entriesOf(s.pipe[0]);
  if (s.options) return Object.assign({}, ...s.options.map(entriesOf));
  return {};
}
const fieldsOf = (schema: unknown) => Object.keys(entriesOf(schema));

/** The string options of picklists anywhere in a field's schema. */
function optionsIn(schema: unknown, depth = 0): string[] {
  const s = schema as Schema;
  if (!s || typeof s !== 'object' || depth > 6) return [];
  const own = s.type === 'picklist' && Array.isArray(s.options) ? s.options.filter((o): o is string => typeof o === 'string' && o !== '') : [];
  const inner = [...(s.pipe ?? []), ...(s.type === 'picklist' ? [] : (s.options ?? [])), ...(s.wrapped ? [s.wrapped] : [])];
  return [...own, ...inner.flatMap((x) => optionsIn(x, depth + 1))];
}

const CANDIDATES = ['1', '5', '0', 'true', 'fuzz@example.com', 'secret123', 'ABC123', 'https://www.example.com', 'Fuzz Name', 'fuzzname', '<p>A fuzz text long enough for every content rule.</p>', '[1]', '{}'];

/** A value each field accepts (so a hostile value in one field meets otherwise valid fields), or none. */
function validBase(name: CallName): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [field, schema] of Object.entries(entriesOf(calls[name].payload))) {
    const value = [...optionsIn(schema), ...CANDIDATES].find((c) => v.safeParse(schema as v.GenericSchema, c).success);
    if (value !== undefined) base[field] = value;
  }
  return base;
}

type Encoding = 'multipart' | 'urlencoded' | 'json';
interface Hostile {
  name: string;
  /** A payload built from the call's field names, or a raw body. */
  payload?: (fields: string[]) => Record<string, unknown>;
  encoding?: Encoding;
  raw?: { contentType: string; body: string | ((fields: string[]) => string) };
}

const every = (fields: string[], value: (field: string, i: number) => unknown) =>
  Object.fromEntries(fields.map((f, i) => [f, value(f, i)]));

const DEEP_TEXT = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
const DEEP_OBJECT_TEXT = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

const HOSTILE: Hostile[] = [
  { name: 'NUL in every field', payload: (f) => every(f, () => 'a\u0000b') },
  { name: 'NUL inside JSON text', payload: (f) => every(f, () => '["a\\u0000b"]') },
  { name: 'NUL as JSON', encoding: 'json', payload: (f) => every(f, () => '\u0000') },
  {
    name: 'deep JSON values',
    raw: { contentType: 'application/json', body: (f) => `{${f.map((field) => `${JSON.stringify(field)}:${DEEP_TEXT}`).join(',')}}` },
  },
  { name: 'deep JSON text', payload: (f) => every(f, (_, i) => (i % 2 ? DEEP_OBJECT_TEXT : DEEP_TEXT)) },
  { name: 'deep JSON body', raw: { contentType: 'application/json', body: DEEP_OBJECT_TEXT } },
  { name: 'huge strings', payload: (f) => every(f, () => 'x'.repeat(TEXT_MAX.long + 1)) },
  { name: 'huge string urlencoded', encoding: 'urlencoded', payload: (f) => every(f, () => 'y'.repeat(TEXT_MAX.long + 1)) },
  { name: 'objects for scalars', encoding: 'json', payload: (f) => every(f, () => ({ $ne: 1, __proto__: { admin: true } })) },
  { name: 'numbers and booleans', encoding: 'json', payload: (f) => every(f, (_, i) => [1.5e308, -1, true, -0.5, null][i % 5]) },
  { name: 'arrays for scalars', encoding: 'json', payload: (f) => every(f, () => ['1', '2']) },
  { name: 'repeated keys', raw: { contentType: 'application/x-www-form-urlencoded', body: 'limit=1&limit=2&offset=0&offset=1&user_name=a&user_name=b' } },
  { name: 'negative limits', payload: (f) => ({ ...every(f, () => '-1'), limit: '-1', offset: '-1' }) },
  { name: 'huge limits', payload: (f) => ({ ...every(f, () => '99999999999999999999'), limit: '1000000000000', offset: '1e15' }) },
  { name: 'integer overflow', payload: (f) => every(f, () => '2147483648') },
  { name: 'files for every field', payload: (f) => every(f, () => ({ filename: 'x.php', mimetype: 'image/png', data: new Uint8Array([60, 63, 112]) })) },
  { name: 'bad multipart', raw: { contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated' } },
  { name: 'multipart without boundary', raw: { contentType: 'multipart/form-data', body: 'garbage' } },
  { name: 'JSON garbage', raw: { contentType: 'application/json', body: '{"a":' } },
  { name: 'JSON array body', raw: { contentType: 'application/json', body: '[1,2,3]' } },
];

/** Row count and content checksum of every table. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    // Sessions and the login log change with every token refresh (Get_UserToken needs no fields);
    // rate_limits counts attempts (the sign-in throttles, the per-account write limits), not content.
    if (name === 'sessions' || name === 'login_log' || name === 'rate_limits' || name.startsWith('__drizzle')) continue;
    const { rows } = await t.pool.query<{ n: string; sum: string }>(
      `select count(*) as n, coalesce(sum(hashtext(x::text)::bigint), 0) as sum from "${name}" x`,
    );
    out[name] = `${rows[0]!.n}:${rows[0]!.sum}`;
  }
  return out;
}

const tokenFor = (name: CallName) => (name.startsWith('Set_Source') || name.startsWith('Set_Brand') || name.includes('Business') ? ownerToken : memberToken);

async function send(name: CallName, hostile: Hostile) {
  const headers: Record<string, string> = { [API_KEY_HEADER]: TEST_API_KEY };
  const def = calls[name];
  if ((def.token || def.optionalToken) && name !== 'Logout') headers[TOKEN_HEADER] = tokenFor(name);
  const fields = [...new Set([...fieldsOf(def.payload), 'limit', 'offset'])];
  if (hostile.raw) {
    const body = typeof hostile.raw.body === 'function' ? hostile.raw.body(fields) : hostile.raw.body;
    return t.app.inject({ method: 'POST', url: `/api/${name}`, headers: { ...headers, 'content-type': hostile.raw.contentType }, payload: body });
  }
  return t.callRaw(name, hostile.payload!(fields) as Record<string, unknown>, {
    encoding: hostile.encoding ?? 'multipart',
    token: headers[TOKEN_HEADER],
  });
}

test(`every call (${CALL_NAMES.length}) × ${HOSTILE.length} hostile payloads and a hostile value in each field: the envelope, never 5xx, nothing written`, async () => {
  // Calls that need no field at all (e.g. "mark all seen") do their job once first, with an empty payload.
  for (const name of CALL_NAMES) if (name !== 'Logout') await t.callRaw(name, {}, { token: tokenFor(name) });
  const before = await snapshot();

  const failures: string[] = [];
  for (const name of CALL_NAMES) {
    // The fixed payloads, then one hostile value in one field among otherwise valid fields.
    const base = validBase(name);
    const oneField: Hostile[] = Object.keys(base).flatMap((field) => [
      { name: `NUL in ${field}`, payload: () => ({ ...base, [field]: `${base[field]}\u0000` }) },
      { name: `huge ${field}`, payload: () => ({ ...base, [field]: `${base[field]}${'z'.repeat(TEXT_MAX.long)}` }) },
    ]);
    for (const hostile of [...HOSTILE, ...oneField]) {
      const res = await send(name, hostile);
      let body: { status?: unknown; message?: unknown; data?: unknown } | undefined;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const envelope = !!body && typeof body.status === 'boolean' && typeof body.message === 'string' && 'data' in body;
      if (res.statusCode >= 500 || !envelope) failures.push(`${name} × ${hostile.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  }
  expect(failures).toEqual([]);

  const after = await snapshot();
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  expect(changed).toEqual([]);
}, 900_000);
