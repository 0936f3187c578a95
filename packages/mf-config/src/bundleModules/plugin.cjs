// @ts-check
/**
 * What each emitted script of an app's browser build is made of, by package: writes
 * `bundle-modules.json` beside the build (in `<output>-server/`, never served). For every .js file:
 * the bytes of each package's modules as webpack bundled them (before minification), so a reader
 * (benchmarks/js-budget.mjs) can split a file's transferred size between the packages in it.
 *
 * Package of a module: the npm package it was resolved in (the last `node_modules/<name>` of its
 * path, e.g. `react-dom`, `@tanstack/query-core`), `@ironscore/<x>` for a workspace package
 * (packages/<x>), `<app dir>` for the app's own folder, `webpack runtime` for webpack's and the
 * federation plugin's runtime modules, `federation share glue` for the share scope's consume/provide
 * modules and the container.
 */
const fs = require('node:fs');
const path = require('node:path');
const { serverDirOf } = require('../firstFrame/plugin.cjs');

const PLUGIN = 'BundleModulesPlugin';
const FILE = 'bundle-modules.json';
/** The repository root: packages/mf-config/src/bundleModules → ../../../.. */
const ROOT = path.resolve(__dirname, '../../../..');

/**
 * The package a module's file belongs to.
 * @param {string} resource  absolute path of the module's file
 * @param {string} appDir  the app's folder
 */
function packageOf(resource, appDir) {
  const file = resource.split('?')[0].replace(/\\/g, '/');
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const packages = `${ROOT.replace(/\\/g, '/')}/packages/`;
  if (file.startsWith(packages)) return `@ironscore/${file.slice(packages.length).split('/')[0]}`;
  const app = appDir.replace(/\\/g, '/').replace(/\/$/, '');
  if (file.startsWith(`${app}/`)) return path.basename(app);
  return path.relative(ROOT, file).split(path.sep)[0] || file;
}

/**
 * @param {any} module  a webpack module
 * @param {string} appDir
 * @param {(pkg: string, bytes: number) => void} add
 */
function addModule(module, appDir, add) {
  // A concatenated module (scope hoisting) holds several modules of possibly different packages.
  if (Array.isArray(module.modules) || module.modules instanceof Set) {
    for (const inner of module.modules) addModule(inner, appDir, add);
    return;
  }
  // Only what goes into the script (an extracted style sheet's module is in the chunk too).
  if (!module.getSourceTypes().has('javascript')) return;
  const size = module.size('javascript');
  if (module.resource) add(packageOf(module.resource, appDir), size);
  else add('federation share glue', size);
}

class BundleModulesPlugin {
  /** @param {{ dir: string }} options */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const { chunkGraph } = compilation;
      /** @type {Record<string, Record<string, number>>} */
      const files = {};
      for (const chunk of compilation.chunks) {
        const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
        if (!scripts.length) continue;
        /** @type {Record<string, number>} */
        const packages = {};
        const add = (/** @type {string} */ pkg, /** @type {number} */ bytes) => {
          packages[pkg] = (packages[pkg] ?? 0) + bytes;
        };
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) addModule(module, this.dir, add);
        for (const module of chunkGraph.getChunkRuntimeModulesIterable(chunk)) add('webpack runtime', module.size('runtime'));
        for (const file of scripts) files[file] = packages;
      }
      const out = serverDirOf(/** @type {string} */ (compiler.options.output.path));
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, FILE), JSON.stringify({ files }, null, 1));
    });
  }
}

module.exports = { BundleModulesPlugin, BUNDLE_MODULES_FILE: FILE, packageOf };
