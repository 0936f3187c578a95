// The public reads as visitors make them: a Zipf spread over every seeded source, brand and product
// and 500 search terms, with the answer cache on (a popular page is mostly a hit, the long tail
// mostly a miss). Prints the cache hit rate of the run (the server's counters, GET /health), the
// throughput and p50/p99 beside bare Fastify measured in the same run.
// Usage: node benchmarks/api-mix.mjs
//   BENCH_SECONDS=20  BENCH_CONNECTIONS=50  BENCH_ZIPF_S=1.0 (the exponent: 0 = uniform)  BENCH_SEED=27
import autocannon from 'autocannon';
import { API_KEY, apiCaller, load, loadAverage, startApi, startBare, table } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const exponent = Number(process.env.BENCH_ZIPF_S ?? 1.0);
const TERMS = 500;

/** A small seeded PRNG (mulberry32): the same mix on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(Number(process.env.BENCH_SEED ?? 27));

function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Picks items of `list` by Zipf rank (the list's order is the popularity order). */
function zipf(list) {
  const cdf = [];
  let sum = 0;
  for (let k = 1; k <= list.length; k++) cdf.push((sum += 1 / k ** exponent));
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}

/** Every item of a paged list call (pages of 100). */
async function everything(call, name, form) {
  const items = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call(name, { ...form, limit: 100, offset });
    if (!page?.status) throw new Error(`${name} answered ${JSON.stringify(page).slice(0, 200)}`);
    items.push(...page.data);
    if (page.data.length < 100 || items.length >= page.totalData) return items;
  }
}

/** 500 search terms from the seeded names: words, word pairs and prefixes, one in ten with a typo. */
function searchTerms(names) {
  const terms = new Set();
  for (const name of shuffled(names)) {
    const words = name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
    if (words[0]) terms.add(words[0]);
    if (words.length > 1) terms.add(`${words[0]} ${words[1]}`);
    if (words[0]?.length > 5) terms.add(words[0].slice(0, 4));
    if (terms.size >= TERMS) break;
  }
  return [...terms].slice(0, TERMS).map((term, i) => (i % 10 === 9 && term.length > 4 ? term.slice(0, 2) + term[3] + term[2] + term.slice(4) : term));
}

const api = await startApi({ env: { API_CACHE: 'on' } });
const bare = await startBare();
try {
  const call = apiCaller(api.base);
  const sources = shuffled(await everything(call, 'Get_SourcePagination', { category_id: 0, rating_id: 0, verification: false }));
  const brands = shuffled(await everything(call, 'Get_BrandPagination', { rating_id: 0, verification: false }));
  const products = shuffled(await everything(call, 'Get_BrandProductPagination', { brand_id: 0, category_id: 0 }));
  const terms = searchTerms([...products.map((p) => p.product_name), ...brands.map((b) => b.brand_name), ...sources.map((s) => s.source_name)]);
  const source = zipf(sources);
  const brand = zipf(brands);
  const product = zipf(products);
  const term = zipf(terms);
  const sourcePages = zipf(Array.from({ length: Math.ceil(sources.length / 20) }, (_, i) => i * 20));
  const brandPages = zipf(Array.from({ length: Math.ceil(brands.length / 20) }, (_, i) => i * 20));

  // [weight, call, form]: what the public pages of one visit ask for.
  const MIX = [
    [22, 'Get_Source', () => ({ source_slug_url: source().source_slug_url })],
    [8, 'Get_SourceReviewsPagination', () => ({ limit: 20, offset: 0, source_id: source().source_id })],
    [10, 'Get_Brand', () => ({ brand_slug_url: brand().brand_slug_url })],
    [4, 'Get_BrandReviewsPagination', () => ({ limit: 20, offset: 0, brand_id: brand().brand_id })],
    [22, 'Get_BrandProduct', () => {
      const p = product();
      return { brand_slug_url: p.brand_slug_url, product_slug_url: p.product_slug_url };
    }],
    [6, 'Get_BrandProductReviewsPagination', () => ({ limit: 20, offset: 0, product_id: product().product_id })],
    [16, 'Get_SearchText', () => ({ searchText: term() })],
    [6, 'Get_SourcePagination', () => ({ limit: 20, offset: sourcePages(), category_id: 0, rating_id: 0, verification: false })],
    [3, 'Get_BrandPagination', () => ({ limit: 20, offset: brandPages(), rating_id: 0, verification: false })],
    [2, 'Get_GeneralSettings', () => ({})],
    [1, 'Get_Pages', () => ({})],
  ];
  const totalWeight = MIX.reduce((s, [w]) => s + w, 0);
  const seen = new Set();
  let repeats = 0;
  let sent = 0;
  const next = () => {
    let x = rand() * totalWeight;
    const [, name, form] = MIX.find(([w]) => (x -= w) < 0) ?? MIX[0];
    const body = new URLSearchParams(form()).toString();
    const key = `${name}?${body}`;
    if (seen.has(key)) repeats++;
    else seen.add(key);
    sent++;
    return { name, body };
  };
  // Every call of the mix answers (a wrong form would measure error envelopes).
  for (const [, name, form] of MIX) {
    const answer = await call(name, form());
    if (!answer?.status) throw new Error(`${name} answered ${JSON.stringify(answer).slice(0, 200)}`);
  }

  const bareResult = await load(bare.url, { connections, duration: Math.min(seconds, 8) });
  const stats = async () => (await (await fetch(`${api.base}/health`)).json()).data.cache;
  const before = await stats();
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: api.base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const { name, body } = next();
              return { ...request, path: `/api/${name}`, body, headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': API_KEY } };
            },
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
  });
  const after = await stats();
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const rows = [
    { name: 'bare Fastify', ...bareResult, ratio: '100 %' },
    {
      name: 'public read mix (cache on)',
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      ratio: `${((result.requests.average / bareResult.rps) * 100).toFixed(1)} %`,
    },
  ];
  console.log(
    `\nAPI mix: ${sources.length} sources, ${brands.length} brands, ${products.length} products, ${terms.length} search terms; Zipf s = ${exponent}; ` +
      `${connections} connections, ${seconds} s, 2 cores shared by server, database and load generator (${loadAverage()})\n`,
  );
  console.log(table(rows));
  console.log(
    `\ncache hit rate ${((hits / Math.max(1, hits + misses)) * 100).toFixed(1)} % (${hits} hits, ${misses} misses on the server); ` +
      `repeats in the mix ${((repeats / Math.max(1, sent)) * 100).toFixed(1)} % of ${sent} requests (${seen.size} distinct)` +
      (after.unresolved
        ? `; statements without a plan ${after.unresolved.statements} (${after.unresolved.answers - before.unresolved.answers} answers not stored)`
        : ''),
  );
} finally {
  bare.stop();
  await api.stop();
}
