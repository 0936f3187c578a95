// @ts-check
/**
 * One webpack 5 + Module Federation configuration for the shell (host) and every remote.
 *
 *   module.exports = createConfig({ name: 'catalog', dir: __dirname, exposes: { './App': './src/App.tsx' } });
 *
 * - What every app gets from here (src/app/): the entry (async boundary), index.html, the favicon,
 *   and for a remote its standalone bootstrap and the RemoteRoot wrapper of `./App`. An app folder
 *   holds only its own code; README "How an app's bootstrap and index.html are produced".
 * - Remotes publish `remoteEntry.js` and `mf-manifest.json`; `publicPath: 'auto'` so a remote works
 *   from whatever origin it is served. The host has no remote URL in its build: it reads
 *   `/remotes.json` at boot and registers remotes with the federation runtime.
 * - `output.filename` of a remote never carries a content hash (the federation runtime and the
 *   manifest reference `remoteEntry.js` / entry names); hashes only go into chunk names.
 * - Shared singletons (never eager; every app starts at the async boundary src/app/entry.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FirstFramePlugin, serverDirOf, minifyCssText } = require('./firstFrame/plugin.cjs');
const { RoutesPlugin, ROUTES_SOURCE } = require('./routes/plugin.cjs');
const { BundleModulesPlugin } = require('./bundleModules/plugin.cjs');
const { SharedExportsPlugin } = require('./sharedExports/plugin.cjs');

/**
 * MF names, folders and local ports of the platform: packages/contract/src/platform.data.json (also read
 * by the server, scripts and e2e).
 * @type {{ name: string, dir: string, port: number }[]}
 */
const APPS = require('@ironscore/contract/src/platform.data.json').apps;

/** Files compiled into (or emitted with) every app. */
const APP_FILES = path.join(__dirname, 'app');

/**
 * Workspace packages shared as singletons: only those that hold state every app must see as one
 * copy (the event bus, the session store, the host API's page metadata and context). Stateless code (contract, api client, ui widgets) is
 * bundled into each app, tree-shaken, so a remote always runs the contract it was built with.
 */
const WORKSPACE_SHARED = ['@ironscore/events', '@ironscore/session', '@ironscore/host'];

/**
 * Third-party singletons: React (exactly one copy), the router (one route context), zustand and
 * TanStack Query (one QueryClient context). A package an app does not depend on is left out of its
 * share scope. `react-router-dom` is shared as the router module of src/app/router.mjs (ROUTER).
 */
const VENDOR_SHARED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
];

/**
 * The shared router: `react-router-dom` as the apps import it, provided by this module, which
 * re-exports only the API the apps use so react-router is tree-shaken inside the shared module
 * (a shared package is otherwise bundled whole). The module reaches the real package through the
 * ROUTER_PACKAGE alias.
 */
const ROUTER = path.join(__dirname, 'app', 'router.mjs');
const ROUTER_PACKAGE = '@ironscore-router/react-router-dom';

/**
 * enhanced's plugin that hands the host's federation runtime (runtime-core) to the remotes, as its ES
 * module: `experiments.provideExternalRuntime` adds its CommonJS build, which brings a second
 * (CommonJS) copy of runtime-core and the sdk into the host's main.js.
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] })),
  'index.js',
);

/** Package root of `request` as seen from `fromDir` (pnpm: only direct deps are resolvable). */
function packageRoot(request, fromDir) {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  try {
    return path.dirname(require.resolve(`${pkgName}/package.json`, { paths: [fromDir] }));
  } catch {
    return null;
  }
}

/**
 * The `shared` map of the ModuleFederationPlugin for an app folder. Every entry is a non-eager
 * singleton with a real semver range (`^` of the version the app was built with): with
 * `loaded-first` the first copy loaded serves everyone whose range it satisfies. Third-party
 * packages only warn on a mismatch (React 19.x serves a remote built against 19.y); the workspace
 * singletons are strict, so a remote that needs a newer major of the session or event contract
 * fails into its fallback instead of running against an incompatible store.
 * @param {string} dir
 */
function sharedFor(dir) {
  /** @type {Record<string, any>} */
  const shared = {};
  const add = (/** @type {string} */ request, /** @type {boolean} */ strict) => {
    const root = packageRoot(request, dir);
    if (!root) return;
    const importPath = request === 'react-router-dom' ? ROUTER : undefined;
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    shared[request] = {
      singleton: true,
      eager: false,
      requiredVersion: `^${version}`,
      strictVersion: strict,
      version,
      ...(importPath ? { import: importPath } : {}),
    };
  };
  for (const request of VENDOR_SHARED) add(request, false);
  for (const request of WORKSPACE_SHARED) add(request, true);
  return shared;
}

/**
 * `EXPOSES` of packages/host (`src/exposes.ts`): every remote's exposed module names. Read by
 * compiling the file with swc (it imports types only), so the list is written once, in TypeScript.
 * @returns {Record<string, readonly string[]>}
 */
function hostExposes() {
  const file = require.resolve('@ironscore/host/src/exposes.ts');
  const { code } = require('@swc/core').transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const mod = { exports: /** @type {Record<string, any>} */ ({}) };
  new Function('module', 'exports', 'require', code)(mod, mod.exports, require);
  return mod.exports.EXPOSES;
}

/**
 * A remote must expose exactly its App and what the host API's expose map lists for it.
 * @param {string} name
 * @param {Record<string, string>} exposes
 */
function checkExposes(name, exposes) {
  const expected = ['App', ...(hostExposes()[name] ?? [])];
  const given = Object.keys(exposes).map((key) => key.replace(/^\.\//, ''));
  const missing = expected.filter((e) => !given.includes(e));
  const extra = given.filter((g) => !expected.includes(g));
  if (missing.length || extra.length) {
    throw new Error(
      `mf-config: ${name} must expose exactly ${expected.map((e) => `./${e}`).join(', ')} (packages/host/src/exposes.ts)` +
        (missing.length ? `; missing ${missing.map((e) => `./${e}`).join(', ')}` : '') +
        (extra.length ? `; not in the expose map: ${extra.map((e) => `./${e}`).join(', ')}` : ''),
    );
  }
}

/** Text assets worth compressing (smaller files go out as they are). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/** Brotli (quality 11) and gzip (level 9) copies of the text assets, made at build time. */
function precompression() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Copies every file of the app's own `public/` (when it has one) into the output.
 */
class CopyPublicPlugin {
  /** @param {string} publicDir */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { publicDir } = this;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(publicDir)) return;
          /** @param {string} sub */
          const walk = (sub) => {
            for (const entry of fs.readdirSync(path.join(publicDir, sub), { withFileTypes: true })) {
              const rel = sub ? `${sub}/${entry.name}` : entry.name;
              if (entry.isDirectory()) walk(rel);
              else {
                const file = path.join(publicDir, rel);
                compilation.fileDependencies.add(file);
                compilation.emitAsset(rel, new webpack.sources.RawSource(fs.readFileSync(file)));
              }
            }
          };
          walk('');
        },
      );
    });
  }
}

/**
 * One federation runtime per page. A remote's build leaves runtime-core out
 * (`experiments.externalRuntime`: it takes the one the page's host put on `_FEDERATION_RUNTIME_CORE`,
 * handed over by the host's PROVIDE_RUNTIME_PLUGIN), so under the shell the remote's remoteEntry.js
 * carries no second copy. A remote's own page (standalone) has no host: its index.html loads
 * this file first, runtime-core on its own (bundled by esbuild), put where the remote looks for it.
 */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';
const RUNTIME_DIR = [
  '@module-federation/enhanced',
  '@module-federation/runtime-tools',
  '@module-federation/runtime',
].reduce((dir, request) => path.dirname(require.resolve(request, { paths: [dir] })), __dirname);

/**
 * The federation SDK the runtime is built with (its ES module build). The shell's retry plugin
 * (@module-federation/retry-plugin, only released as 0.17) depends on SDK 0.17 for its logger:
 * resolved as it is, the page would load a second SDK beside the runtime's (~6 KB). Every import of
 * the SDK gets this one (resolve.alias).
 */
const FEDERATION_SDK = (() => {
  // (its exports map lists no package.json: found from the resolved file)
  let root = path.dirname(require.resolve('@module-federation/sdk', { paths: [RUNTIME_DIR] }));
  while (!fs.existsSync(path.join(root, 'package.json')) || !JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).name) root = path.dirname(root);
  return path.join(root, JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).exports['.'].import.default);
})();

class StandaloneRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StandaloneRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'StandaloneRuntimePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { outputFiles } = await require('esbuild').build({
            stdin: {
              contents: [
                "import * as runtimeCore from '@module-federation/runtime-core';",
                'if (!runtimeCore.Global._FEDERATION_RUNTIME_CORE) runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;',
              ].join('\n'),
              // runtime-core as the remote's federation runtime (@module-federation/runtime) resolves it.
              resolveDir: RUNTIME_DIR,
            },
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: true,
            legalComments: 'none',
            write: false,
          });
          compilation.emitAsset(STANDALONE_RUNTIME_FILE, new webpack.sources.RawSource(Buffer.from(outputFiles[0].contents)));
        },
      );
    });
  }
}

/**
 * Minifies the build's style sheets with esbuild, through the function the first frame's CSS goes
 * through (firstFrame/plugin.cjs minifyCssText), so the platform has one CSS minifier. Left out when the
 * build writes source maps (IRONSCORE_SOURCEMAP=1: esbuild's transform cannot carry css-loader's
 * map through).
 */
class EsbuildCssMinifyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EsbuildCssMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EsbuildCssMinifyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.css'))) {
            compilation.updateAsset(name, new webpack.sources.RawSource(await minifyCssText(assets[name].source().toString())));
          }
        },
      );
    });
  }
}

/**
 * css-loader for an app's style sheets. The browser build and the first-frame (node) build use
 * this one function with the same context (the app folder), so a CSS Module's class names are the
 * same in both (the frame's markup carries the names the browser's style sheets define).
 * @param {string} name  the app's MF name
 * @param {boolean} modules  CSS Modules (`*.module.css`) or a global style sheet
 */
function cssLoader(name, modules) {
  return {
    loader: require.resolve('css-loader'),
    options: modules
      ? {
          importLoaders: 0,
          modules: {
            namedExport: false,
            exportLocalsConvention: 'camel-case',
            // App prefix keeps class names readable in devtools and distinct across remotes.
            localIdentName: `${name}_[local]__[hash:base64:6]`,
          },
        }
      : { importLoaders: 0, modules: false },
  };
}

/** TypeScript / TSX through swc (automatic JSX runtime), for both builds of an app. */
const SWC_RULE = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/** Extensions resolved without being written, for both builds of an app. */
const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.json'];

/** An app's first frame (packages/mf-config/src/firstFrame/render.tsx), when it has one. */
const FIRST_FRAME_SOURCE = 'src/firstFrame.tsx';
const FIRST_FRAME_FILES = path.join(__dirname, 'firstFrame');

/** An app's src/calls.ts (the areas of the contract whose calls it makes), when it has one. */
const appCalls = (/** @type {string} */ dir) => [path.join(dir, 'src/calls.ts')].filter((file) => fs.existsSync(file));

/** Whether `file` is a CommonJS module (Node's rule: .cjs, or .js in a package not of type module). */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) return JSON.parse(fs.readFileSync(pkg, 'utf8')).type !== 'module';
  }
  return true;
}

/**
 * Third-party CommonJS packages stay outside the first-frame bundle (required from where they are
 * installed when the frames render): compiling react-dom's server renderer & co. again would cost
 * the build more than the frames. Workspace packages (TypeScript), style sheets and ES modules are
 * bundled.
 * @type {import('webpack').ExternalItemFunctionData extends infer D ? (data: D, callback: (error?: Error | null, result?: string) => void) => void : never}
 */
function thirdPartyCommonJs({ request, context }, callback) {
  if (!request || !context || /^[./!]/.test(request) || request.startsWith('@ironscore') || request.startsWith('node:')) return callback();
  let file;
  try {
    file = require.resolve(request, { paths: [context] });
  } catch {
    return callback();
  }
  return isCommonJs(file) ? callback(null, `commonjs ${file}`) : callback();
}

/**
 * The second compiler of an app with a first frame: its `src/firstFrame.tsx` for Node (no Module
 * Federation, one file, not minified), with the browser build's loaders and the same CSS Module
 * class names (cssLoader); style sheets go to the frame's CSS tracker instead of a .css file.
 * Written beside the browser output (`dist-server/` for dist/, serverDirOf; never served): `first-frame.js` (the build's
 * render of the frames, run in a worker) and, for a remote, `request.js` (the request-time renderer
 * its static server loads, ./firstFrame/request.ts).
 * @param {{ name: string, dir: string, define: Record<string, string> }} options
 * @returns {import('webpack').Configuration}
 */
function firstFrameConfig({ name, dir, define }) {
  const styleLoader = path.join(FIRST_FRAME_FILES, 'styleLoader.cjs');
  return {
    name: `${name}-first-frame`,
    mode: 'production',
    context: dir,
    target: 'node',
    // The app's registered calls (src/calls.ts, packages/api registerCalls) first, as in its bootstrap.
    entry: {
      'first-frame': [...appCalls(dir), path.join(FIRST_FRAME_FILES, 'worker.ts')],
      // The shell's frame wraps the remotes' (which render per request); it has no request-time renderer.
      ...(name === 'shell' ? {} : { request: { import: [...appCalls(dir), path.join(FIRST_FRAME_FILES, 'request.ts')], library: { type: 'commonjs2' } } }),
    },
    devtool: false,
    output: {
      path: serverDirOf(path.join(dir, 'dist')), // FirstFramePlugin: beside the browser build's output path
      filename: '[name].js',
      clean: true,
    },
    externals: [thirdPartyCommonJs],
    resolve: {
      extensions: EXTENSIONS,
      modules: ['node_modules', path.join(dir, 'node_modules')],
      alias: { '@ironscore-app/firstFrame$': path.join(dir, FIRST_FRAME_SOURCE) },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        SWC_RULE,
        { test: /\.module\.css$/, use: [styleLoader, cssLoader(name, true)] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, cssLoader(name, false)] },
        // Same URL as the browser build's asset, not written a second time.
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(define),
      // Lazy pages stay lazy (Suspense is waited for) but live in the entries' files.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {{
 *   name: string,
 *   dir: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   bootstrap?: string,
 *   title?: string,
 *   description?: string,
 * }} options
 *   - `name`: the app's Module Federation name (an app of platform.data.json); `dir`: its folder.
 *   - `exposes`: a remote's exposed modules (exactly those of packages/host's expose map).
 *   - `isHost` + `bootstrap`: the shell and its own bootstrap module. A remote has no bootstrap of
 *     its own: it gets src/app/standalone.tsx (its routes in packages/ui's standalone frame).
 *   - `title`: a remote's name in its standalone page (`IronScore · <title>`, default: the name
 *     capitalised); the host's page title (default `IronScore`).
 *   - `description`: the page's meta description (the shell's).
 *   A remote declares the routes it owns in `src/routes.ts` (RoutesPlugin publishes them as
 *   routes.json; its standalone page renders them).
 * @returns {import('webpack').Configuration}
 */
function createConfig({ name, dir, exposes = {}, isHost = false, bootstrap, title, description }) {
  if (!name || !dir) throw new Error('createConfig needs { name, dir }');
  if (!APPS.some((app) => app.name === name)) {
    throw new Error(`mf-config: "${name}" is not an app of packages/contract/src/platform.data.json.`);
  }
  if (!isHost) checkExposes(name, exposes);
  if (isHost && !bootstrap) throw new Error('mf-config: the host needs its own { bootstrap }.');
  if (!isHost && bootstrap) throw new Error(`mf-config: ${name} gets the standalone bootstrap of mf-config; remove { bootstrap }.`);
  const publicDir = path.join(dir, 'public');
  if (fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`mf-config: ${name}/public/index.html: index.html is produced by mf-config (src/app/index.html); pass { title, description } instead.`);
  }
  const displayName = title ?? name.charAt(0).toUpperCase() + name.slice(1);
  const sourceMaps = process.env.IRONSCORE_SOURCEMAP === '1';
  // Which build of an app is running: set IRONSCORE_BUILD_ID at deploy time (default: build time).
  const buildId = process.env.IRONSCORE_BUILD_ID || `${name}@${new Date().toISOString()}`;
  // A remote's `./App` is wrapped in RemoteRoot (marker element with the app name and build id).
  const define = {
    __IRONSCORE_APP__: JSON.stringify(name),
    __IRONSCORE_BUILD_ID__: JSON.stringify(buildId),
    ...(isHost ? {} : { __IRONSCORE_STANDALONE__: JSON.stringify({ title: displayName }) }),
  };
  // The first frame (src/firstFrame.tsx): a second compiler, started beside this one by the plugin.
  const firstFrame = fs.existsSync(path.join(dir, FIRST_FRAME_SOURCE))
    ? new FirstFramePlugin({ name, config: firstFrameConfig({ name, dir, define }) })
    : null;
  const appExpose = exposes['./App'];
  const finalExposes = appExpose && !isHost ? { ...exposes, './App': path.join(APP_FILES, 'RemoteRoot.tsx') } : exposes;

  return {
    name,
    mode: 'production',
    context: dir,
    entry: { main: path.join(APP_FILES, 'entry.ts') },
    target: 'web',
    devtool: sourceMaps ? 'source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      // Never a content hash in entry / remoteEntry file names (the federation runtime cannot
      // compute it; the static server revalidates these files instead). Chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `ironscore_${name}`,
      clean: true,
    },
    resolve: {
      extensions: EXTENSIONS,
      // src/app/* live in this package but import react: resolve bare imports from the app too.
      modules: ['node_modules', path.join(dir, 'node_modules')],
      alias: {
        '@ironscore-app/bootstrap$': isHost ? path.resolve(dir, /** @type {string} */ (bootstrap)) : path.join(APP_FILES, 'standalone.tsx'),
        ...(appExpose && !isHost ? { '@ironscore-remote/App$': path.resolve(dir, appExpose) } : {}),
        // The remote's route declaration (its standalone page renders its routes).
        ...(isHost ? {} : { '@ironscore-remote/routes$': path.join(dir, ROUTES_SOURCE) }),
        // One federation SDK per page (FEDERATION_SDK).
        '@module-federation/sdk$': FEDERATION_SDK,
        // The real router package, for src/app/router.mjs only (ROUTER).
        ...(packageRoot('react-router-dom', dir) ? { [`${ROUTER_PACKAGE}$`]: packageRoot('react-router-dom', dir) } : {}),
      },
    },
    module: {
      // An import of a name a module does not export fails the build; through a shared import (the
      // shared router's list of exports above all: a hook missing there would be undefined at run
      // time) SharedExportsPlugin checks it, as webpack cannot.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        SWC_RULE,
        {
          test: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, cssLoader(name, true)],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, cssLoader(name, false)],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: finalExposes }),
        shared: sharedFor(dir),
        // The host registers remotes at runtime; loaded-first keeps a dead remote from blanking it.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        ...(isHost ? { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] } : { experiments: { externalRuntime: true } }),
      }),
      // exportsPresence through the shared imports (the parser's cannot see a shared module's exports).
      new SharedExportsPlugin(),
      new webpack.DefinePlugin(define),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(APP_FILES, 'index.html'),
        title: isHost ? (title ?? 'IronScore') : `IronScore · ${displayName}`,
        description,
        favicon: path.join(APP_FILES, 'favicon.svg'),
        // Absolute script URLs so deep links (/brand/a/b) load the bundle from the root.
        publicPath: '/',
        chunks: ['main'],
        scriptLoading: 'defer',
        // A remote's own page provides the federation runtime its build leaves out (before main.js).
        federationRuntime: isHost ? null : `/${STANDALONE_RUNTIME_FILE}`,
      }),
      new CopyPublicPlugin(publicDir),
      ...(isHost ? [] : [new StandaloneRuntimePlugin(), new RoutesPlugin({ name, dir })]),
      // first-frame.json (before the compression plugins, so it gets its .br / .gz too).
      ...(firstFrame ? [firstFrame] : []),
      // What each script is made of, by package (dist-server/bundle-modules.json; benchmarks/js-budget.mjs).
      new BundleModulesPlugin({ dir }),
      // Precompressed copies (.br, .gz) beside every text asset; the static server sends the one the
      // browser accepts (packages/static-server), so nothing is compressed per request.
      ...precompression(),
    ],
    optimization: {
      minimize: true,
      minimizer: [
        ...(sourceMaps ? [] : [new EsbuildCssMinifyPlugin()]),
        new TerserPlugin({
          // swc's minifier (terser's options): a fifth of terser's CPU time for output within 1 % of its size.
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: {
            // Plain minification: no wrapping, keep the container's global assignment as is.
            compress: { passes: 1 },
            format: { comments: false },
          },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, firstFrameConfig, serverDirOf, cssLoader, sharedFor, hostExposes, APPS, WORKSPACE_SHARED, VENDOR_SHARED, ROUTER, FEDERATION_SDK };
