// Sign_In timing (issue 8 item 6): a wrong password for an existing account and any password for
// an unknown user must cost the same (both verify one argon2 hash), so the answer time does not
// tell whether an account exists. Prints the median and p90 of each path over BENCH_SAMPLES
// sequential requests (default 20 each, at most 20, interleaved). Every request comes from another address
// (TRUST_PROXY=1 + X-Forwarded-For), so the per-address slow-down does not skew the figures.
// Usage: node benchmarks/sign-in-timing.mjs   (BENCH_PORT=4700, BENCH_PG_PORT=5933)
import path from 'node:path';
import { API_KEY, ROOT, percentile, startApi } from './lib.mjs';

const samples = Math.min(20, Number(process.env.BENCH_SAMPLES ?? 20));
const api = await startApi({
  port: Number(process.env.BENCH_PORT ?? 4700),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 5933),
  dataDir: path.join(ROOT, '.data/bench-signin'),
  env: { SEED_SCALE: 'test', TRUST_PROXY: '1' },
});
try {
  let n = 0;
  const signIn = async (user_name) => {
    const started = performance.now();
    const res = await fetch(`${api.base}/api/Sign_In`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': API_KEY, 'x-forwarded-for': `10.9.${n >> 8 & 255}.${n++ & 255}` },
      body: new URLSearchParams({ user_name, user_password: 'wrong-password' }).toString(),
    });
    const body = await res.json();
    if (body.status !== false || /Too many/.test(body.message)) throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  // Known accounts rotate so none reaches the per-account limit (5 wrong passwords in 15 minutes).
  const known = ['demo', 'newbie', 'sourceowner', 'brandowner', 'manager'];
  for (let i = 0; i < 3; i++) await signIn(`warmup${i}`);
  const times = { 'existing account, wrong password': [], 'unknown user': [] };
  for (let i = 0; i < samples; i++) {
    times['existing account, wrong password'].push(await signIn(known[i % known.length]));
    times['unknown user'].push(await signIn(`nosuchuser${i}`));
  }
  console.log(`\nSign_In answer time, ${samples} sequential requests per path (2 cores shared)\n`);
  console.log('| path | median ms | p90 ms |');
  console.log('|---|---|---|');
  for (const [name, list] of Object.entries(times)) console.log(`| ${name} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 90).toFixed(1)} |`);
} finally {
  await api.stop();
}
