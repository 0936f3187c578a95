/**
 * Entry of the first-frame (node) build: renders the app's frames (src/firstFrame.tsx, aliased
 * `@ironscore-app/firstFrame`) and posts them to the build (FirstFramePlugin runs this file in a
 * worker thread, so the render's globals never touch webpack's process).
 */
import { parentPort } from 'node:worker_threads';
import app from '@ironscore-app/firstFrame';
import { renderFirstFrame } from './render';

declare const __IRONSCORE_APP__: string;

renderFirstFrame(app, __IRONSCORE_APP__).then(
  (frames) => parentPort?.postMessage({ frames }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
