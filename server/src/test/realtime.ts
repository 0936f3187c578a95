/**
 * A local Realtime Database for a test file: the real local server (firebase-server with
 * database.rules.json) on a free port, the API's chat store connected to it, and browser-like
 * clients signed in with the tokens the API mints.
 *
 *   const rt = await startTestRealtime();
 *   t = await createTestApp({ chat: rt.chat });
 *   const alice = await rt.client(chat_token of Get_UserMessageList);   // or rt.client() signed out
 *   afterAll(() => rt.close());
 */
import { randomBytes } from 'node:crypto';
import { initializeApp, deleteApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref, type Database } from 'firebase/database';
import { createChatStore, localAdmin, type ChatStore } from '../realtime/chat-store';
import { startLocalRealtimeDb, type LocalRealtimeDb } from '../realtime/local-server';
import { createTestApp, type TestApp } from './harness';

export interface TestClient {
  db: Database;
  /** One read; rejects with the permission error. */
  read(path: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface TestRealtime {
  server: LocalRealtimeDb;
  chat: ChatStore;
  secret: string;
  client(token?: string): Promise<TestClient>;
  close(): Promise<void>;
}

let clients = 0;
// Refused writes are what the rules tests expect: keep the SDK's permission warnings out of the output.
setLogLevel('silent');

export async function startTestRealtime(): Promise<TestRealtime> {
  const secret = randomBytes(32).toString('hex');
  const server = await startLocalRealtimeDb({ port: 0, secret });
  const chat = createChatStore(await localAdmin({ mode: 'local', host: server.host, port: server.port, secret }));
  const apps: FirebaseApp[] = [];
  return {
    server,
    chat,
    secret,
    async client(token) {
      const app = initializeApp({ databaseURL: `http://${server.host}:${server.port}?ns=ironscore`, projectId: 'ironscore' }, `test-client-${++clients}`);
      apps.push(app);
      const db = getDatabase(app);
      connectDatabaseEmulator(db, server.host, server.port, token ? { mockUserToken: token } : {});
      return {
        db,
        read: (path) => new Promise((resolve, reject) => onValue(ref(db, path), (snap) => resolve(snap.val()), reject, { onlyOnce: true })),
        close: () => deleteApp(app),
      };
    },
    async close() {
      await Promise.all(apps.map((a) => deleteApp(a).catch(() => undefined)));
      await chat.close();
      await server.close();
    },
  };
}

/**
 * The test file's app with a local chat server: both started before the file's first test (the
 * objects are filled in then, like the harness's fileTestApp) and closed after its last.
 */
export function fileTestAppWithChat(): { t: TestApp; rt: TestRealtime } {
  const [t, rt] = [{} as TestApp, {} as TestRealtime];
  beforeAll(async () => {
    Object.assign(rt, await startTestRealtime());
    Object.assign(t, await createTestApp({ chat: rt.chat }));
  });
  afterAll(async () => {
    await t.close?.();
    await rt.close?.();
  });
  return { t, rt };
}
