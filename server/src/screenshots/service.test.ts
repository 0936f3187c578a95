/**
 * The screenshot service on Debian's chromium (scripts/test.mjs installs it before jest): a local
 * test page is rendered; internal addresses — the page itself, a redirect, a subresource — are refused.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import sharp from 'sharp';
import { ScreenshotService } from './service';
import { startLocalSite, type LocalSite } from '../test/local-site';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

let site: LocalSite;
let internal: LocalSite;
let service: ScreenshotService;

beforeAll(async () => {
  internal = await startLocalSite({ '/secret.png': { body: 'x', type: 'image/png' }, '/': { body: '<h1>internal admin</h1>' } });
  site = await startLocalSite({
    '/': { body: '<html><body style="background:#1e90ff"><h1 style="color:white;font-size:64px">Test shop</h1><img src="/logo.svg"></body></html>' },
    '/logo.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="red"/></svg>' },
    '/hop': { status: 302, headers: { location: '/' } },
    '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    '/to-internal': { status: 302, headers: { location: 'http://127.0.0.1:1/' } },
    '/broken': { status: 500, body: 'oops' },
  });
  site.set('/leaky', {
    body: `<html><body><h1>Leaky</h1>
      <img src="${internal.url('/secret.png')}"><img src="http://10.0.0.1/x.png"><img src="http://[::1]/y.png">
      <iframe src="file:///etc/passwd"></iframe>
      <script>fetch('http://169.254.169.254/latest/meta-data/').catch(()=>{})</script></body></html>`,
  });
  service = new ScreenshotService({ executablePath: CHROMIUM, concurrency: 2, timeoutMs: 20_000, policy: { allowOrigins: [site.allow] } });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
  await internal?.close();
});

test('renders the local test page to a 1280×800 PNG, through a redirect on the same site', async () => {
  const shot = await service.capture(site.url('/hop'));
  if (!shot.ok) throw new Error(shot.reason);
  const meta = await sharp(shot.image).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1280, 800]);
  const { dominant } = await sharp(shot.image).stats();
  expect(dominant.b).toBeGreaterThan(dominant.r); // the blue page, not a blank one
  expect(site.hits).toContain('/logo.svg'); // subresources of the allowed site load
});

test.each([
  'http://127.0.0.1:5433/',
  'http://10.0.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/',
  'file:///etc/passwd',
])('refuses %s before starting a page', async (url) => {
  const shot = await service.capture(url);
  expect(shot).toMatchObject({ ok: false });
  expect(shot.blocked).toContain(url);
});

test.each(['/to-metadata', '/to-internal'])('a redirect of the page to an internal address fails (%s)', async (path) => {
  const shot = await service.capture(site.url(path));
  expect(shot.ok).toBe(false);
});

test('subresources on internal addresses are refused while the page itself renders', async () => {
  internal.hits.length = 0;
  const shot = await service.capture(site.url('/leaky'));
  expect(shot.ok).toBe(true);
  expect(internal.hits).toEqual([]);
  expect(shot.blocked).toEqual(expect.arrayContaining([internal.url('/secret.png'), 'http://10.0.0.1/x.png', 'http://[::1]/y.png']));
});

test('a page that answers an error status fails', async () => {
  expect(await service.capture(site.url('/broken'))).toMatchObject({ ok: false });
});

test('bounded concurrency: four at once all finish, two pages at a time', async () => {
  const shots = await Promise.all([1, 2, 3, 4].map(() => service.capture(site.url('/'))));
  expect(shots.every((s) => s.ok)).toBe(true);
  expect(service.stats()).toMatchObject({ active: 0, queued: 0 });
});

/**
 * WebRTC: a page that asks for STUN and TURN servers on an internal address (UDP and TCP), and one
 * that hands a remote candidate on it to a connection (connectivity checks), from the page and
 * from a fresh iframe (whose globals no init script touched). A UDP socket and a TCP server on
 * that address count what arrives: nothing may.
 */
test('WebRTC reaches no internal address: 0 datagrams, 0 connections', async () => {
  const udp = dgram.createSocket('udp4');
  let datagrams = 0;
  udp.on('message', () => datagrams++);
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  const port = udp.address().port;
  let connections = 0;
  const tcp = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(port, '127.0.0.1', resolve));
  const probe = `
    async function probe(w) {
      const P = w.RTCPeerConnection || w.webkitRTCPeerConnection;
      if (!P) return 'none';
      const servers = [
        { urls: 'stun:127.0.0.1:${port}' },
        { urls: 'turn:127.0.0.1:${port}?transport=udp', username: 'u', credential: 'p' },
        { urls: 'turn:127.0.0.1:${port}?transport=tcp', username: 'u', credential: 'p' },
      ];
      for (const server of servers) {
        const pc = new P({ iceServers: [server] });
        pc.createDataChannel('x');
        await pc.setLocalDescription(await pc.createOffer());
      }
      const a = new P(), b = new P();
      a.createDataChannel('x');
      await a.setLocalDescription(await a.createOffer());
      await b.setRemoteDescription(a.localDescription);
      await b.setLocalDescription(await b.createAnswer());
      await a.setRemoteDescription(b.localDescription);
      await a.addIceCandidate({ candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 ${port} typ host', sdpMid: '0', sdpMLineIndex: 0 });
      return 'ran';
    }
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    Promise.all([probe(window), probe(frame.contentWindow)].map((p) => p.catch((e) => 'error ' + e.message)))
      .then((r) => { document.title = r.join(','); });`;
  site.set('/webrtc', { body: `<html><body><h1>WebRTC</h1><script>${probe}</script></body></html>` });
  try {
    const shot = await service.capture(site.url('/webrtc'));
    expect(shot.ok).toBe(true);
    // ICE gathering and checks run for seconds after the page is captured: wait for stragglers.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect({ datagrams, connections }).toEqual({ datagrams: 0, connections: 0 });
  } finally {
    udp.close();
    await new Promise((resolve) => tcp.close(resolve));
  }
});
