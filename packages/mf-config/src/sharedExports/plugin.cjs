// @ts-check
/**
 * `exportsPresence` through a shared import. An app's `import { x } from 'react-router-dom'` resolves
 * to a consume-shared module (Module Federation), whose exports webpack does not know (what the
 * share scope hands over is only known at run time), so `module.parser.javascript.exportsPresence:
 * 'error'` cannot see a name the shared module does not export: the build passes and the name is
 * `undefined` at run time (a component: React error #130). This plugin checks every import of a
 * shared module against the exports of the module the app itself provides for it (the share's
 * `import`, e.g. the router module of ../app/router.mjs) and fails the build on a missing one.
 *
 * A shared module that is not an ES module with a known list of exports (CommonJS, such as react,
 * whose `default` is module.exports; `export *` from CommonJS) is not checked: there, as without sharing, nothing is known to check against.
 */
const PLUGIN = 'SharedExportsPlugin';
const CONSUME_SHARED = 'consume-shared-module';
/** The dependencies that name what they import (`import { x }`, `ns.x` of `import * as ns`, `export { x } from`). */
const NAMED_IMPORTS = new Set(['harmony import specifier', 'harmony export imported specifier']);

/**
 * The module a consume-shared module falls back on (its own copy, the share's `import`).
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @param {import('webpack').Module} consumed
 */
function providedModule(moduleGraph, consumed) {
  const deps = [...consumed.dependencies, ...consumed.blocks.flatMap((block) => block.dependencies)];
  for (const dep of deps) {
    const target = moduleGraph.getModule(dep);
    if (target) return target;
  }
  return null;
}

class SharedExportsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After webpack's FlagDependencyExportsPlugin (finishModules): the provided exports are known.
      compilation.hooks.finishModules.tap({ name: PLUGIN, stage: 100 }, (modules) => {
        const { moduleGraph } = compilation;
        /** @type {Map<import('webpack').Module, string[] | null>} */
        const exportsOf = new Map();
        /** @param {import('webpack').Module} consumed */
        const namesOf = (consumed) => {
          if (!exportsOf.has(consumed)) {
            const provided = providedModule(moduleGraph, consumed);
            // Only an ES module's exports are its names: a CommonJS one (react) also has a default (module.exports).
            const esModule = provided?.buildMeta?.exportsType === 'namespace';
            const names = provided && esModule ? moduleGraph.getExportsInfo(provided).getProvidedExports() : null;
            exportsOf.set(consumed, Array.isArray(names) ? names : null);
          }
          return exportsOf.get(consumed) ?? null;
        };
        for (const module of modules) {
          for (const dep of module.dependencies) {
            if (!NAMED_IMPORTS.has(dep.type)) continue;
            const target = moduleGraph.getModule(dep);
            if (!target || target.type !== CONSUME_SHARED) continue;
            const ids = /** @type {any} */ (dep).getIds(moduleGraph);
            const name = ids?.[0];
            if (!name) continue; // a namespace import used whole, or `export *`
            const names = namesOf(target);
            if (!names || names.includes(name)) continue;
            const shareKey = /** @type {any} */ (target).options?.shareKey ?? '?';
            const error = new compiler.webpack.WebpackError(
              `export '${name}' (imported as '${/** @type {any} */ (dep).name ?? name}') was not found in the shared module '${shareKey}' ` +
                `(what this app provides for it exports: ${[...names].sort().join(', ')}). A shared module is what the page's share ` +
                'scope hands over at run time: add the name to the module the app shares (packages/mf-config), or do not import it.',
            );
            error.module = module;
            if (dep.loc) error.loc = dep.loc;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { SharedExportsPlugin };
