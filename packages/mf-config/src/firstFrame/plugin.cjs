// @ts-check
/**
 * The first-frame step of an app's build (see render.tsx): when the app has `src/firstFrame.tsx`,
 * createConfig adds this plugin to the browser build. When the browser build starts, the plugin
 * starts the second compiler (the node build of the frames, `firstFrameConfig` in ../index.cjs) beside
 * it; before the browser build's assets are compressed it runs the node bundle in a worker thread,
 * minifies each frame's CSS, checks that the frame's CSS Module class names are the ones the
 * browser's style sheets define, and emits `first-frame.json` (the compression plugins add its
 * .br / .gz like for every other asset).
 */
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const webpack = require('webpack');

const PLUGIN = 'FirstFramePlugin';
const FILE = 'first-frame.json';
/** A frame render that takes longer than this fails the build. */
const WORKER_TIMEOUT_MS = 120_000;

/** @param {import('webpack').Configuration} config @returns {Promise<void>} */
function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

/** Runs the node bundle in a worker thread; resolves with the frames it posts. @param {string} file */
function render(file) {
  return new Promise((resolve, reject) => {
    // React & co. (required from their packages) pick their production builds.
    const worker = new Worker(file, { env: { ...process.env, NODE_ENV: 'production' } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`rendering the first frames took longer than ${WORKER_TIMEOUT_MS / 1000} s`));
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (/** @type {{ frames?: any, error?: string }} */ message) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message.frames);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the first-frame worker exited (code ${code}) without frames`));
    });
  });
}

/** CSS minified by esbuild: the frames' style sheets and the browser build's (EsbuildCssMinifyPlugin). @param {string} css */
async function minifyCssText(css) {
  if (!css) return css;
  const { transform } = require('esbuild');
  return (await transform(css, { loader: 'css', minify: true })).code.trim();
}

/** Minifies the CSS of every frame (the shell's one `css`, a remote's per route). @param {any} frames */
async function minifyCss(frames) {
  if (typeof frames.css === 'string') frames.css = await minifyCssText(frames.css);
  if (frames.routes) {
    for (const route of Object.values(frames.routes)) /** @type {any} */ (route).css = await minifyCssText(/** @type {any} */ (route).css);
  }
  return frames;
}

/** Every CSS text of the frames. @param {any} frames @returns {string[]} */
function frameCss(frames) {
  return typeof frames.css === 'string' ? [frames.css] : Object.values(frames.routes).map((/** @type {any} */ r) => r.css);
}

/**
 * CSS Module class names (`<app>_<local>__<hash>`) the frames' CSS defines but no style sheet of the
 * browser build does: the two builds named a class differently.
 * @param {string} name @param {any} frames @param {string} browserCss
 */
function foreignClasses(name, frames, browserCss) {
  const pattern = new RegExp(`\\.(${name}_[\\w-]+__[\\w-]{6})(?![\\w-])`, 'g');
  const missing = new Set();
  for (const css of frameCss(frames)) {
    for (const match of css.matchAll(pattern)) if (!browserCss.includes(`.${match[1]}`)) missing.add(match[1]);
  }
  return [...missing];
}

/** Where an app's Node files go (the frames' renderers): beside its browser output, never served. */
const serverDirOf = (/** @type {string} */ outputPath) => `${outputPath.replace(/[\\/]+$/, '')}-server`;

class FirstFramePlugin {
  /** @param {{ name: string, config: import('webpack').Configuration }} options */
  constructor({ name, config }) {
    this.name = name;
    this.config = config;
  }

  /**
   * Compiles the node bundle, renders and minifies the frames.
   * @param {import('webpack').Compiler} compiler  the browser build (for its log)
   */
  async frames(compiler) {
    const started = Date.now();
    await compile(this.config);
    const compiled = Date.now();
    const output = /** @type {{ path: string }} */ (this.config.output);
    const frames = await minifyCss(await render(path.join(output.path, 'first-frame.js')));
    const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
    compiler
      .getInfrastructureLogger(PLUGIN)
      .info(`${this.name}: node build ${seconds(compiled - started)}, ${(frames.frames ?? Object.keys(frames.routes)).length} frames rendered in ${seconds(Date.now() - compiled)}`);
    return frames;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // The node files go beside the browser output, wherever it is written (`--output-path` included).
    this.config = { ...this.config, output: { ...this.config.output, path: serverDirOf(/** @type {string} */ (compiler.options.output.path)) } };
    /** @type {Promise<any> | null} */
    let pending = null;
    const start = () => {
      pending = this.frames(compiler);
      pending.catch(() => undefined); // reported by processAssets
    };
    compiler.hooks.beforeRun.tap(PLUGIN, start);
    compiler.hooks.watchRun.tap(PLUGIN, start);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        try {
          const frames = await (pending ?? this.frames(compiler));
          pending = null;
          const browserCss = Object.keys(compilation.assets)
            .filter((file) => file.endsWith('.css'))
            .map((file) => compilation.assets[file].source().toString())
            .join('\n');
          const foreign = foreignClasses(this.name, frames, browserCss);
          if (foreign.length) {
            throw new Error(`class names of the first frame missing from the browser build's CSS (the two builds name CSS Modules differently): ${foreign.slice(0, 5).join(', ')}`);
          }
          compilation.emitAsset(FILE, new webpack.sources.RawSource(JSON.stringify(frames)));
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`${PLUGIN} (${this.name}): ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

module.exports = { FirstFramePlugin, FIRST_FRAME_FILE: FILE, foreignClasses, serverDirOf, minifyCssText };
