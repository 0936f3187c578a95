#!/usr/bin/env node
/**
 * Static server for one built app (the shell or a remote).
 *
 *   ironscore-serve --dir <dist> --port <n> [--host 127.0.0.1] [--spa] [--file /remotes.json=<path>]...
 *
 * - Response headers as production would send them (handler.mjs, headers.mjs): the precompressed
 *   .br/.gz copy the build made when the browser accepts it; immutable caching for content-hashed
 *   files, revalidation for the files that name other files; nosniff and a referrer policy.
 * - The shell (the server given `--file /remotes.json=…`): its HTML carries a Content-Security-Policy
 *   built from that runtime file, and it sends no CORS headers. Every other server serves a remote:
 *   CORS on every response (the shell's page and other remotes fetch its files cross-origin).
 * - Files are looked up on disk per request, so a rebuilt dist is served without a restart.
 * - `--spa`: an unknown path that asks for HTML gets index.html (client-side routing).
 * - `--file /url=path`: that URL serves the file, read at request time (e.g. the per-environment
 *   /remotes.json of the shell).
 * - `--render <dist-server/request.js> --render-config <runtime file>` (a remote): `GET /first-frame?path=`
 *   answers the remote's request-time frames (request-frame.mjs) with the API the runtime file names.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import process from 'node:process';
import { createHandler } from './handler.mjs';

export { createHandler };

const USAGE =
  'usage: ironscore-serve --dir <dist> --port <n> [--host 127.0.0.1] [--spa] [--file /url=<path>]... [--render <request.js> --render-config <runtime.json>]';

/** @param {string[]} argv */
export function parseArgs(argv) {
  const options = { dir: '', port: 0, host: '127.0.0.1', spa: false, files: /** @type {Record<string,string>} */ ({}), render: /** @type {{ file: string, configFile: string } | null} */ (null) };
  let renderFile = '';
  let renderConfig = '';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') && arg.startsWith('--') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return next;
    };
    switch (flag) {
      case '--dir':
        options.dir = path.resolve(value());
        break;
      case '--port':
        options.port = Number(value());
        break;
      case '--host':
        options.host = value();
        break;
      case '--spa':
        options.spa = true;
        break;
      case '--file': {
        const spec = value();
        const eq = spec.indexOf('=');
        if (eq <= 0) throw new Error(`--file expects /url=<path>, got "${spec}"`);
        const url = spec.slice(0, eq);
        options.files[url.startsWith('/') ? url : `/${url}`] = path.resolve(spec.slice(eq + 1));
        break;
      }
      case '--render':
        renderFile = path.resolve(value());
        break;
      case '--render-config':
        renderConfig = path.resolve(value());
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument "${arg}"\n${USAGE}`);
    }
  }
  if (!options.dir) throw new Error(`--dir is required\n${USAGE}`);
  if (Boolean(renderFile) !== Boolean(renderConfig)) throw new Error(`--render and --render-config go together\n${USAGE}`);
  if (renderFile) options.render = { file: renderFile, configFile: renderConfig };
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error(`--port must be a port number\n${USAGE}`);
  return options;
}

/** Starts a server; resolves with it once listening. */
export function serve(options) {
  const server = http.createServer(createHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  if (!fs.existsSync(options.dir)) {
    console.error(`ironscore-serve: ${options.dir} does not exist (build the app first)`);
    process.exit(1);
  }
  let server;
  try {
    server = await serve(options);
  } catch (err) {
    console.error(`ironscore-serve: cannot listen on ${options.host}:${options.port}: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const extras = [options.spa ? 'spa' : '', ...Object.entries(options.files).map(([u, f]) => `${u} -> ${f}`), options.render ? `renders ${options.render.file}` : ''].filter(Boolean);
  console.log(`ironscore-serve: ${options.dir} on http://${options.host}:${port}${extras.length ? ` (${extras.join(', ')})` : ''}`);

  const stop = (signal) => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    // Never hang on a stuck connection.
    setTimeout(() => process.exit(0), 2000).unref();
    void signal;
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

const invokedDirectly = (() => {
  try {
    return fs.realpathSync(process.argv[1] ?? '') === fs.realpathSync(new URL(import.meta.url).pathname);
  } catch {
    return false;
  }
})();
if (invokedDirectly) void main();
