// Member area: Get_Profile, Get_MyReviewList and Get_UserMessageList (signed in as the demo member)
// beside the bare endpoint, and message delivery latency between two clients through the local
// Realtime Database server (p50/p99 over BENCH_MESSAGES messages, default 200; one message per
// SEND_INTERVAL_MS, the rules' rate per sender: CHAT_SEND_INTERVAL_MS in the contract).
// Usage: node benchmarks/member.mjs   (BENCH_SECONDS=8, BENCH_CONNECTIONS=50, BENCH_MESSAGES=200, BENCH_CACHE=both|on|off)
// The calls are measured with the read-through cache warm and with API_CACHE=off (a second API start;
// the message delivery runs on the last one).
import { randomBytes } from 'node:crypto';
import { CACHE_MODES, apiCaller, cacheLabel, load, loadAverage, percentile, startApi, startBare, startRealtimeDb, table } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const messages = Number(process.env.BENCH_MESSAGES ?? 200);
/** = CHAT_SEND_INTERVAL_MS (packages/contract, database.rules.json): a faster sender is refused. */
const SEND_INTERVAL_MS = 500;
const secret = randomBytes(32).toString('hex');
const rtdb = await startRealtimeDb({ secret });
const startMemberApi = (mode) => startApi({ env: { REALTIME_DB_EMULATOR_HOST: `${rtdb.host}:${rtdb.port}`, REALTIME_DB_SECRET: secret, API_CACHE: mode } });
let api = await startMemberApi(CACHE_MODES[0]);
const bare = await startBare();
const apps = [];
try {
  const call = (name, form, token) => apiCaller(api.base)(name, form, token);
  const signIn = async (user_name, user_password) => (await call('Sign_In', { user_name, user_password })).data;
  const targets = {
    Get_Profile: {},
    Get_MyReviewList: { type: 'source', limit: 10, offset: 0 },
    Get_UserMessageList: {},
  };
  let demo;
  let owner;
  for (const [i, mode] of CACHE_MODES.entries()) {
    if (i > 0) {
      await api.stop();
      api = await startMemberApi(mode);
    }
    demo = await signIn('demo', 'demo1234');
    owner = await signIn('sourceowner', 'source1234');
    const rows = [];
    const bareResult = await load(bare.url, { connections });
    rows.push({ name: 'bare Fastify', ...bareResult, ratio: '100 %' });
    for (const [name, form] of Object.entries(targets)) {
      const probe = await call(name, form, demo);
      if (!probe?.status) {
        console.log(`${name}: skipped (${probe?.message ?? 'no answer'})`);
        continue;
      }
      const result = await load(`${api.base}/api/${name}`, { form, connections, token: demo });
      rows.push({ name: `${name} (${cacheLabel(mode)})`, ...result, ratio: `${((result.rps / bareResult.rps) * 100).toFixed(1)} %` });
    }
    console.log(`\nMember calls at ${connections} connections (signed in as demo), ${process.env.BENCH_SECONDS ?? 8} s per target, ${cacheLabel(mode)}, 2 cores shared (${loadAverage()})\n`);
    console.log(table(rows));
  }

  // ---- message delivery: demo (A) writes, sourceowner (B) listens
  const { initializeApp, deleteApp } = await import('firebase/app');
  const db$ = await import('firebase/database');
  const thread = (await call('Set_UserNewMessage', { user_id: 4 }, demo)).data.message_id;
  const clientOf = async (token, name) => {
    const list = await call('Get_UserMessageList', {}, token);
    const app = initializeApp({ databaseURL: `http://${rtdb.host}:${rtdb.port}?ns=ironscore`, projectId: 'ironscore' }, name);
    apps.push({ app, deleteApp });
    const db = db$.getDatabase(app);
    db$.connectDatabaseEmulator(db, rtdb.host, rtdb.port, { mockUserToken: list.chat_token });
    return { db, side: list.data.find((c) => c.message_id === thread)?.user_no };
  };
  const a = await clientOf(demo, 'bench-a');
  const b = await clientOf(owner, 'bench-b');
  const sentAt = new Map();
  const latencies = [];
  let resolveNext = () => undefined;
  const run = `bench-${Date.now()}`;
  db$.onChildAdded(db$.ref(b.db, `chats/${thread}/messages`), (snap) => {
    const m = snap.val();
    const start = sentAt.get(m?.content);
    if (start === undefined) return;
    latencies.push(performance.now() - start);
    sentAt.delete(m.content);
    resolveNext();
  });
  // the sender's own sent counter (+1 with each message, as the rules demand; unread counts are the API's)
  let counter = 0;
  db$.onValue(db$.ref(a.db, `chats/${thread}/metadata/sent_user${a.side}`), (snap) => (counter = Number(snap.val()) || 0));
  await new Promise((r) => setTimeout(r, 500));
  let lastSend = -Infinity;
  for (let i = 0; i < messages; i++) {
    await new Promise((r) => setTimeout(r, Math.max(0, lastSend + SEND_INTERVAL_MS + 5 - performance.now())));
    lastSend = performance.now();
    const content = `${run} #${i}`;
    const received = new Promise((resolve) => (resolveNext = resolve));
    sentAt.set(content, performance.now());
    const key = db$.push(db$.ref(a.db, `chats/${thread}/messages`)).key;
    await db$.update(db$.ref(a.db, `chats/${thread}`), {
      [`messages/${key}`]: { sender_id: 2, content, timestamp: db$.serverTimestamp() },
      'metadata/last_message_key': key,
      'metadata/last_message_time': db$.serverTimestamp(),
      [`metadata/sent_user${a.side}`]: counter + 1,
      [`metadata/last_sent_user${a.side}`]: db$.serverTimestamp(),
    });
    await Promise.race([received, new Promise((r) => setTimeout(r, 5000))]);
  }
  console.log(
    `\nMessage delivery (write by one client → listener of the other, local Realtime Database server, ${latencies.length}/${messages} delivered):` +
      ` p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
} finally {
  for (const { app, deleteApp } of apps) await deleteApp(app).catch(() => undefined);
  bare.stop();
  await api.stop();
  await rtdb.stop();
}
process.exit(0);
