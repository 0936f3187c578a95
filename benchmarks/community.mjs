// Community reads at 50 connections beside the bare endpoint, with the full seed (issue 11):
// Get_CommunityPostList as the home feed, a community feed and a hashtag feed, a deep page of the
// home feed (reached by walking the keyset cursor past 10,000 posts, as the infinite scroll would)
// and Get_CommunitySinglePost — signed in as the seed's demo member.
// Usage: node benchmarks/community.mjs   (BENCH_SECONDS=8, BENCH_CONNECTIONS=50, DEEP_OFFSET=10000, BENCH_CACHE=both|on|off)
// Each target is measured with the read-through cache warm and with API_CACHE=off (a second API start).
import { CACHE_MODES, PORT_OFFSET, apiCaller, cacheLabel, load, loadAverage, startApi, startBare, table } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const deepOffset = Number(process.env.DEEP_OFFSET ?? 10_000);
// BENCH_API_PORT / BENCH_PG_PORT / BENCH_BARE_PORT move the servers when another run uses the defaults.
for (const mode of CACHE_MODES) {
  const api = await startApi({ port: Number(process.env.BENCH_API_PORT ?? 4200 + PORT_OFFSET), pgPort: Number(process.env.BENCH_PG_PORT ?? 5633 + PORT_OFFSET), env: { API_CACHE: mode } });
  const bare = await startBare(Number(process.env.BENCH_BARE_PORT ?? 4290 + PORT_OFFSET));
  try {
    const call = apiCaller(api.base);
    const signIn = await call('Sign_In', { user_name: 'demo', user_password: 'demo1234' });
    if (!signIn.status) throw new Error(`Sign_In failed: ${signIn.message}`);
    const token = signIn.data;

    const communities = await call('Get_CommunityList', {}, token);
    const biggest = [...(communities.data ?? [])].sort((a, b) => b.member_count - a.member_count)[0];
    const highlights = await call('Get_CommunityHighlights', { month: 1, limit: 10 }, token);
    const tag = highlights.data?.[0]?.tag;
    const first = await call('Get_CommunityPostList', { limit: 10, offset: 0 }, token);
    const postId = first.data?.[0]?.post_id;

    // Walk the home feed with the keyset cursor, 50 posts a page, to the page after `deepOffset` posts.
    let cursor = 0;
    let loaded = 0;
    const walkStart = performance.now();
    while (loaded < deepOffset) {
      const page = await call('Get_CommunityPostList', { limit: 50, offset: loaded, before_post_id: cursor }, token);
      if (!page.data?.length) break;
      loaded += page.data.length;
      cursor = page.data[page.data.length - 1].post_id;
    }
    const walkMs = performance.now() - walkStart;
    console.log(`${cacheLabel(mode)}: home feed of demo: walked ${loaded} posts with the cursor in ${Math.round(walkMs)} ms (${Math.round(walkMs / Math.ceil(loaded / 50))} ms per page of 50, one client)`);

    const targets = [
      ['Get_CommunityPostList home, first page', { limit: 10, offset: 0 }],
      [`Get_CommunityPostList home, page after ${loaded} posts`, { limit: 10, offset: loaded, before_post_id: cursor }],
      [`Get_CommunityPostList community "${biggest?.community_name}"`, biggest && { community_id: biggest.community_id, limit: 10, offset: 0 }],
      [`Get_CommunityPostList hashtag #${tag}`, tag && { hashtag_name: tag, limit: 10, offset: 0 }],
      ['Get_CommunitySinglePost', postId && { post_id: postId }],
    ];

    const rows = [];
    const bareResult = await load(bare.url, { connections });
    rows.push({ name: 'bare Fastify', ...bareResult, ratio: '100 %' });
    for (const [name, form] of targets) {
      if (!form) {
        console.log(`${name}: skipped (no seeded data)`);
        continue;
      }
      const callName = name.split(' ')[0];
      const probe = await call(callName, form, token);
      if (!probe?.status) {
        console.log(`${name}: skipped (${probe?.message ?? 'no answer'})`);
        continue;
      }
      const result = await load(`${api.base}/api/${callName}`, { form, connections, token });
      rows.push({ name: `${name} (${cacheLabel(mode)})`, ...result, ratio: `${((result.rps / bareResult.rps) * 100).toFixed(1)} %` });
    }
    console.log(`\nCommunity API at ${connections} connections, ${process.env.BENCH_SECONDS ?? 8} s per target, signed in as demo, ${cacheLabel(mode)}; 2 cores shared by server, database and load generator (${loadAverage()})\n`);
    console.log(table(rows));
  } finally {
    bare.stop();
    await api.stop();
  }
}
