/**
 * Entry of the request-time renderer (the first-frame build writes it as `dist-server/request.js`
 * beside the app's dist): a remote's static server loads it (packages/static-server
 * `--render`) and renders its `perRequest` routes with their data per request. Node only; the
 * third-party packages it requires are the ones the app was built with.
 */
import { transform } from 'esbuild';
import { configureApi } from '@ironscore/api';
import type { RuntimeConfig } from '@ironscore/contract';
import app from '@ironscore-app/firstFrame';
import { createRequestRenderer } from './render';

declare const __IRONSCORE_APP__: string;

/**
 * The API the pages read: the deployment's runtime file (remotes.json: apiBase, apiKey, basicAuth,
 * read by packages/contract runtimeConfig.node.mjs), and the site's public address (siteUrl: which
 * links of rich text lead to another site).
 */
export type RendererConfig = Pick<RuntimeConfig, 'apiBase' | 'apiKey' | 'basicAuth' | 'siteUrl'>;

/** A page's CSS is one of few (the style sheets a route's components use): each minified once. */
const minified = new Map<string, Promise<string>>();
const MAX_MINIFIED = 64;

function minifyCss(css: string): Promise<string> {
  let result = minified.get(css);
  if (!result) {
    result = transform(css, { loader: 'css', minify: true }).then((out) => out.code.trim());
    if (minified.size >= MAX_MINIFIED) minified.delete(minified.keys().next().value!);
    minified.set(css, result);
  }
  return result;
}

export async function createRenderer(config: RendererConfig) {
  configureApi({ apiBase: config.apiBase, apiKey: config.apiKey, basicAuth: config.basicAuth });
  const render = await createRequestRenderer(app, __IRONSCORE_APP__, { siteUrl: config.siteUrl ?? undefined });
  return async (pathname: string, budgetMs: number) => {
    const frame = await render(pathname, budgetMs);
    return frame && (frame.html === null ? frame : { ...frame, css: await minifyCss(frame.css) });
  };
}
