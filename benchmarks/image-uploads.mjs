// Image decoding cost under concurrent uploads, against the real API (embedded PostgreSQL, the
// small test seed: uploads do not depend on the data).
// Usage: node benchmarks/image-uploads.mjs   (UPLOADS=16, BENCH_PORT_OFFSET=0 shifts the API port
//        4200 and the PostgreSQL port 5633, BENCH_DATA_DIR=.data/bench-images)
//
// UPLOADS image posts (Set_NewCommunityPost, multipart) are sent at once, for each of:
// - huge: a 7000 × 7000 PNG (~200 KB on the wire, 196 MB of pixels decoded);
// - camera: a 4900 × 4900 PNG, just under the pixel limit (accepted and re-encoded).
// Printed per case: wall time until every reply arrived, the replies, and the API process's
// resident memory (VmRSS of /proc/<pid>/status) before and at its peak (sampled every 20 ms).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_KEY, ROOT, startApi } from './lib.mjs';

const sharp = createRequire(path.join(ROOT, 'server/package.json'))('sharp');

const UPLOADS = Number(process.env.UPLOADS ?? 16);
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const api = await startApi({
  port: 4200 + OFFSET,
  pgPort: 5633 + OFFSET,
  dataDir: path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? '.data/bench-images'),
  env: { SEED_SCALE: 'test' },
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))[1]) / 1024;

async function call(name, body, token) {
  const res = await fetch(`${api.base}/api/${name}`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, ...(token ? { 'x-auth-token': token } : {}) },
    body,
  });
  return res.json();
}

/** A noisy PNG (does not compress to nothing, like a photo) of width × height. */
async function png(width, height) {
  const tile = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < tile.length; i++) tile[i] = (i * 7 + (i >> 5)) & 0xff;
  const base = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 } } });
  return base.composite([{ input: tile, raw: { width: 256, height: 256, channels: 3 }, tile: true }]).png({ compressionLevel: 9 }).toBuffer();
}

try {
  const demo = (await call('Sign_In', new URLSearchParams({ user_name: 'demo', user_password: 'demo1234' }))).data;
  for (const [label, side] of [
    ['huge', 7000],
    ['camera', 4900],
  ]) {
    const file = await png(side, side);
    // Let the API settle and release what an earlier case held.
    await new Promise((r) => setTimeout(r, 3000));
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: UPLOADS }, () => {
        const form = new FormData();
        form.set('post_type', 'image');
        form.set('post_method', 'everyone');
        form.set('post_content', `<p>Benchmark ${label}</p>`);
        form.set('post_image', new Blob([file], { type: 'image/png' }), 'photo.png');
        return call('Set_NewCommunityPost', form, demo);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const answers = new Map();
    for (const r of replies) {
      const key = r.status ? 'stored' : r.message;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    console.log(
      `${UPLOADS} concurrent ${side}×${side} PNG uploads (${(file.length / 1024).toFixed(0)} KB each): ${seconds.toFixed(2)} s, ` +
        `API RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak; replies: ${[...answers].map(([k, n]) => `${n}× ${k}`).join(', ')}`,
    );
  }
} finally {
  await api.stop();
}
