import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, DEV_API_KEY } from '@ironscore/contract';
import { loadConfig, productionRefusal, REPO_ROOT } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'ironscore-config-'));

test('defaults for a local run', () => {
  const dataDir = tmp();
  const c = loadConfig({ DATA_DIR: dataDir });
  expect(c).toMatchObject({
    host: '127.0.0.1',
    port: 4000,
    dataDir,
    databaseUrl: undefined,
    pgPort: 5433,
    smtpUrl: undefined,
    apiKey: DEV_API_KEY,
    publicApiBase: 'http://127.0.0.1:4000',
    siteUrl: 'http://127.0.0.1:3000',
    nodeEnv: 'development',
    isProduction: false,
    seedScale: 'full',
    uploadsDir: path.join(dataDir, 'uploads'),
  });
  // Every app of the platform, by address and by name.
  expect(c.corsOrigins).toContain('http://127.0.0.1:3000');
  expect(c.corsOrigins).toContain('http://localhost:3005');
  expect(c.corsOrigins).toHaveLength(APPS.length * 2);
  expect(loadConfig({ JWT_SECRET: 'x' }).dataDir).toBe(path.join(REPO_ROOT, '.data', 'dev'));
});

test('the JWT secret is generated once and kept in DATA_DIR; JWT_SECRET wins', () => {
  const dataDir = tmp();
  const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
});

test('environment values', () => {
  const c = loadConfig({
    DATA_DIR: tmp(),
    API_HOST: '0.0.0.0',
    API_PORT: '8080',
    DATABASE_URL: 'postgres://u:p@db:5432/x',
    PG_PORT: '6000',
    SMTP_URL: 'smtp://mail:25',
    API_KEY: 'k',
    PUBLIC_API_BASE: 'https://api.example.com/',
    SITE_URL: 'https://example.com/',
    CORS_ORIGINS: 'https://example.com, https://cdn.example.com/',
    NODE_ENV: 'production',
    SEED_SCALE: 'test',
  });
  expect(c).toMatchObject({
    host: '0.0.0.0',
    port: 8080,
    databaseUrl: 'postgres://u:p@db:5432/x',
    pgPort: 6000,
    smtpUrl: 'smtp://mail:25',
    apiKey: 'k',
    publicApiBase: 'https://api.example.com',
    siteUrl: 'https://example.com',
    corsOrigins: ['https://example.com', 'https://cdn.example.com'],
    isProduction: true,
    seedScale: 'test',
  });
  expect(() => loadConfig({ DATA_DIR: tmp(), SEED_SCALE: 'huge' })).toThrow(/SEED_SCALE/);
  expect(() => loadConfig({ DATA_DIR: tmp(), API_PORT: 'x' })).toThrow(/API_PORT/);
});

test('switches of the production guard: DEV_INBOX, SEED_DEMO_DATA, TRUST_PROXY', () => {
  const dev = loadConfig({ DATA_DIR: tmp() });
  expect(dev).toMatchObject({ devInbox: true, seedOnEmpty: true, trustProxy: 0 });
  expect(loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'smtp://mail:25' }).devInbox).toBe(false);
  const prod = loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' });
  expect(prod).toMatchObject({ devInbox: false, seedOnEmpty: false });
  expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', DEV_INBOX: '1', SEED_DEMO_DATA: 'yes' })).toMatchObject({ devInbox: true, seedOnEmpty: true });
  expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(() => loadConfig({ DATA_DIR: tmp(), DEV_INBOX: 'maybe' })).toThrow(/DEV_INBOX/);
});

test('productionRefusal names every development convenience in one line', () => {
  const prod = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', ...env });
  expect(productionRefusal(prod({ API_KEY: 'k' }), {})).toBeNull();
  expect(productionRefusal(loadConfig({ DATA_DIR: tmp() }), { FIREBASE_AUTH_EMULATOR_HOST: 'x' })).toBeNull(); // not production
  expect(productionRefusal(prod({}), {})).toMatch(/^API_KEY is not set/);
  const all = productionRefusal(prod({ DEV_INBOX: '1' }), { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })!;
  expect(all.split('; ')).toHaveLength(3);
  expect(all).not.toMatch(/\n/);
});

test('uploads in S3 by S3_BUCKET and its companions; the disk without it; bad values refused', () => {
  expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeNull();
  expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'site-uploads' }).s3).toEqual({
    bucket: 'site-uploads',
    endpoint: undefined,
    region: 'us-east-1',
    credentials: undefined,
    forcePathStyle: false,
    prefix: '',
  });
  const minio = loadConfig({
    DATA_DIR: tmp(),
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: 'http://10.0.0.5:9000',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PREFIX: 'ironscore/',
  }).s3;
  expect(minio).toMatchObject({ endpoint: 'http://10.0.0.5:9000', region: 'eu-west-1', forcePathStyle: true, prefix: 'ironscore/', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } });
  expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'uploads', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/);
  expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'uploads', S3_PREFIX: 'no-slash' })).toThrow(/S3_PREFIX/);
});

test('DATABASE_READ_URL is read, and refused with the API cache off (the replica router rides its change feed)', () => {
  expect(loadConfig({ DATA_DIR: tmp() }).databaseReadUrl).toBeUndefined();
  expect(loadConfig({ DATA_DIR: tmp(), DATABASE_READ_URL: ' postgres://r@replica/db ' }).databaseReadUrl).toBe('postgres://r@replica/db');
  expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_READ_URL: 'postgres://r@replica/db', API_CACHE: '0' })).toThrow(/DATABASE_READ_URL needs the API cache/);
});

test('EMBEDDED_READ_REPLICA: a standby of the embedded server, on PG_PORT + 10 unless PG_REPLICA_PORT; not with an external database', () => {
  expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({ embeddedReadReplica: false, pgReplicaPort: 5443 });
  expect(loadConfig({ DATA_DIR: tmp(), EMBEDDED_READ_REPLICA: '1', PG_PORT: '6000' })).toMatchObject({ embeddedReadReplica: true, pgReplicaPort: 6010 });
  expect(loadConfig({ DATA_DIR: tmp(), EMBEDDED_READ_REPLICA: '1', PG_REPLICA_PORT: '7000' }).pgReplicaPort).toBe(7000);
  expect(() => loadConfig({ DATA_DIR: tmp(), EMBEDDED_READ_REPLICA: '1', DATABASE_URL: 'postgres://x@db/y' })).toThrow(/cannot go with DATABASE_URL/);
  expect(() => loadConfig({ DATA_DIR: tmp(), EMBEDDED_READ_REPLICA: '1', API_CACHE: 'off' })).toThrow(/EMBEDDED_READ_REPLICA needs the API cache/);
});
