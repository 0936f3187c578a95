/**
 * The thread that renders a remote's request-time frames (request-frame.mjs starts it): the
 * renderer's warm-up and its renders run here, so the server's own thread keeps answering files
 * (the shell's server waits on first-frame.json with a short budget) while a page renders.
 *
 * workerData: { file, configFile }. Messages in: { id, path, budget }; out: { id, frame } or
 * { id, error }, and { failed } once when the renderer cannot start.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { readRuntimeConfigFile } from '@ironscore/contract/src/runtimeConfig.node.mjs';

// React & co. (required by the renderer) pick their production builds.
process.env.NODE_ENV ??= 'production';

const require = createRequire(import.meta.url);
const { file, configFile } = workerData;

const render = (async () => {
  const config = readRuntimeConfigFile(configFile);
  if (!config) throw new Error(`the runtime file ${configFile} cannot be read`);
  return require(file).createRenderer({ apiBase: config.apiBase, apiKey: config.apiKey, basicAuth: config.basicAuth, siteUrl: config.siteUrl });
})();

render.catch((error) => parentPort.postMessage({ failed: error instanceof Error ? error.stack ?? error.message : String(error) }));

parentPort.on('message', async ({ id, path, budget }) => {
  try {
    const frame = await (await render)(path, budget);
    parentPort.postMessage({ id, frame: frame ?? null });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
