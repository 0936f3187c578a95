import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHandler } from './handler.mjs';
import { FRAME_TTL_MS, createRequestFrames } from './request-frame.mjs';
import { rawGet } from './test-client';

/**
 * A stand-in of a build's request.js: renders `/source/<slug>` as a page of the slug with the number
 * of renders so far (it runs in the renderer's thread), knows no `/source/missing` and says which
 * API it was given.
 */
const renderer = (label: string) => `
let renders = 0;
exports.createRenderer = async (config) => async (pathname) => {
  renders++;
  const m = /^\\/source\\/([^/]+)$/.exec(pathname);
  if (!m || m[1] === 'missing') return null;
  return { route: 'source', html: '<h1>${label} ' + m[1] + ' #' + renders + '</h1>', css: '', state: { mutations: [], queries: [] }, api: config.apiBase + ' ' + config.apiKey };
};`;

let dir: string;
let file: string;
let configFile: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'request-frame-test-'));
  file = path.join(dir, 'request.js');
  configFile = path.join(dir, 'remotes.json');
  writeFileSync(file, renderer('v1'));
  writeFileSync(configFile, JSON.stringify({ apiBase: 'http://api.test', apiKey: 'key' }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ask = (frames: ReturnType<typeof createRequestFrames>, pathname: string) => frames.answer(new URLSearchParams({ path: pathname }));

test('answers the page of a path with the renderer’s frame, rendered with the runtime file’s API', async () => {
  const { status, body } = await ask(createRequestFrames({ file, configFile }), '/source/alpha');
  expect(status).toBe(200);
  expect(JSON.parse(body)).toEqual({ version: 1, route: 'source', html: '<h1>v1 alpha #1</h1>', css: '', state: { mutations: [], queries: [] }, api: 'http://api.test key' });
});

const html = async (answer: Promise<{ body: string }>) => JSON.parse((await answer).body).html as string;

test.each([
  ['no path', null],
  ['a relative path', 'source/alpha'],
  ['a fragment', '/source/alpha#x'],
  ['dot segments', '/source/../admin'],
  ['dot segments before a query', '/source/..?page=2'],
  ['a path too long', `/source/${'a'.repeat(600)}`],
])('400 for %s, without rendering', async (_, pathname) => {
  const frames = createRequestFrames({ file, configFile });
  const { status } = await frames.answer(new URLSearchParams(pathname === null ? {} : { path: pathname }));
  expect(status).toBe(400);
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v1 alpha #1</h1>'); // nothing rendered before
});

test('a path with a query is rendered with it (a list’s page), and kept apart from the path without', async () => {
  const frames = createRequestFrames({ file, configFile });
  expect(await html(ask(frames, '/source/alpha?page=2'))).toBe('<h1>v1 alpha?page=2 #1</h1>');
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v1 alpha #2</h1>');
  expect(await html(ask(frames, '/source/alpha?page=2'))).toBe('<h1>v1 alpha?page=2 #1</h1>');
});

test('404 for a path the renderer has no frame for (no such page, a missing item)', async () => {
  const frames = createRequestFrames({ file, configFile });
  expect((await ask(frames, '/source/missing')).status).toBe(404);
  expect((await ask(frames, '/sources')).status).toBe(404);
});

test('a path’s answer is kept FRAME_TTL_MS; a rebuilt renderer is loaded again', async () => {
  let clock = 1_000;
  const frames = createRequestFrames({ file, configFile, now: () => clock });
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v1 alpha #1</h1>');
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v1 alpha #1</h1>');
  clock += FRAME_TTL_MS + 1;
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v1 alpha #2</h1>');

  writeFileSync(file, renderer('v2'));
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v2 alpha #1</h1>');
});

test('a renderer that cannot start answers 500, and is started again on the next request', async () => {
  writeFileSync(file, 'exports.createRenderer = async () => { throw new Error("no API"); };');
  const frames = createRequestFrames({ file, configFile });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect((await ask(frames, '/source/alpha')).status).toBe(500);
  } finally {
    error.mockRestore();
  }
  writeFileSync(file, renderer('v3'));
  utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  expect(await html(ask(frames, '/source/alpha'))).toBe('<h1>v3 alpha #1</h1>');
});

test('a remote’s server answers GET /first-frame with CORS, and nothing without --render', async () => {
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  const withRenderer = http.createServer(createHandler({ dir, spa: false, files: {}, render: { file, configFile } }));
  const without = http.createServer(createHandler({ dir, spa: false, files: {} }));
  const ports = await Promise.all(
    [withRenderer, without].map((server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))),
  );
  try {
    const answer = await rawGet(ports[0], '/first-frame?path=%2Fsource%2Falpha', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(answer.body.toString()).html).toBe('<h1>v1 alpha #1</h1>');
    expect((await rawGet(ports[1], '/first-frame?path=%2Fsource%2Falpha', {})).status).toBe(404);
  } finally {
    for (const server of [withRenderer, without]) {
      server.closeAllConnections();
      server.close();
    }
  }
});
