// @ts-check
/**
 * The route file of a remote's build (issue 23): the remote declares the routes and profile pages
 * it owns in `src/routes.ts` (`export const ROUTES = defineRoutes({ … })`, packages/contract); this
 * plugin checks the declaration (routeFileOf: paths, access, title rules, menus, duplicates; the
 * name must be the app's) and emits it as `routes.json` next to mf-manifest.json, where the shell and
 * its static server read it at run time (packages/contract/src/routeTable.mjs). A bad declaration
 * fails the build.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const PLUGIN = 'RoutesPlugin';
const ROUTES_SOURCE = 'src/routes.ts';
const ROUTES_FILE = 'routes.json';

/**
 * The remote's published route file: its src/routes.ts bundled for Node (esbuild) and run, its
 * `ROUTES` checked by the contract's routeFileOf.
 * @param {string} name @param {string} dir
 */
function routeFileOfApp(name, dir) {
  const file = path.join(dir, ROUTES_SOURCE);
  if (!fs.existsSync(file)) throw new Error(`${name} has no ${ROUTES_SOURCE} (every remote declares the routes it owns, an empty list if none)`);
  const contract = require.resolve('@ironscore/contract/src/routeTable.mjs');
  const { outputFiles } = require('esbuild').buildSync({
    stdin: {
      contents: `export { ROUTES } from ${JSON.stringify(file)};\nexport { routeFileOf } from ${JSON.stringify(contract)};`,
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  const mod = { exports: /** @type {Record<string, any>} */ ({}) };
  new Function('module', 'exports', 'require', outputFiles[0].text)(mod, mod.exports, require);
  const { ROUTES, routeFileOf } = mod.exports;
  if (!ROUTES) throw new Error(`${ROUTES_SOURCE} of ${name} must export ROUTES (defineRoutes)`);
  const routeFile = routeFileOf(ROUTES);
  if (routeFile.remote !== name) throw new Error(`${ROUTES_SOURCE} declares the routes of "${routeFile.remote}", this app is "${name}"`);
  return routeFile;
}

class RoutesPlugin {
  /** @param {{ name: string, dir: string }} options */
  constructor({ name, dir }) {
    this.name = name;
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // The declaration is a dependency of the build (watch mode publishes its changes).
      compilation.fileDependencies.add(path.join(this.dir, ROUTES_SOURCE));
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const routeFile = routeFileOfApp(this.name, this.dir);
          compilation.emitAsset(ROUTES_FILE, new webpack.sources.RawSource(JSON.stringify(routeFile)));
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`${PLUGIN} (${this.name}): ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

module.exports = { RoutesPlugin, routeFileOfApp, ROUTES_SOURCE, ROUTES_FILE };
