import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

// CommonJS modules of this package (webpack configs require them).
const { SharedExportsPlugin } = require('./plugin.cjs') as { SharedExportsPlugin: new () => webpack.WebpackPluginInstance };
const { sharedFor } = require('../index.cjs') as { sharedFor: (dir: string) => Record<string, { requiredVersion: string; singleton: boolean }> };

const PACKAGE_DIR = path.resolve(__dirname, '../..');

/**
 * Builds a one-module app that imports from the shared router as an app does (the share config of
 * createConfig, the router module as `react-router-dom`); returns the build's error messages.
 */
async function buildApp(source: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), "import('./app');\n");
    fs.writeFileSync(path.join(dir, 'app.js'), source);
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          mode: 'development',
          devtool: false,
          context: dir,
          entry: './index.js',
          output: { path: path.join(dir, 'dist'), uniqueName: 'shared_exports_test' },
          // as createConfig: the parser's check alone does not see through the shared import
          module: { parser: { javascript: { exportsPresence: 'error' } } },
          resolve: {
            // the app's bare imports (react-router-dom, react) from this package, as createConfig does for src/app/*
            modules: ['node_modules', path.join(PACKAGE_DIR, 'node_modules')],
            alias: { '@ironscore-router/react-router-dom$': path.dirname(require.resolve('react-router-dom/package.json', { paths: [PACKAGE_DIR] })) },
          },
          plugins: [
            new ModuleFederationPlugin({
              name: 'test_app',
              shared: { 'react-router-dom': sharedFor(PACKAGE_DIR)['react-router-dom'], react: sharedFor(PACKAGE_DIR).react },
              dts: false,
            }),
            new SharedExportsPlugin(),
          ],
          infrastructureLogging: { level: 'error' },
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      );
    });
    return stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('SharedExportsPlugin', () => {
  jest.setTimeout(120_000);

  it('builds an app whose imports from the shared router are all exported by the router module (and a CommonJS share\'s default)', async () => {
    const source = "import React from 'react';\nimport { Link, useParams } from 'react-router-dom';\nconsole.log(React.createElement, Link, useParams);\n";
    expect(await buildApp(source)).toEqual([]);
  });

  it('fails the build on a name the shared router module does not export (react-router has it: not shared here)', async () => {
    const errors = await buildApp("import { useParams, useFetcher } from 'react-router-dom';\nconsole.log(useParams, useFetcher);\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/export 'useFetcher' \(imported as 'useFetcher'\) was not found in the shared module 'react-router-dom'/);
  });

  it('fails the build on such a name read from a namespace import or re-exported', async () => {
    const errors = await buildApp(
      "import * as router from 'react-router-dom';\nexport { useRevalidator } from 'react-router-dom';\nconsole.log(router.useParams, router.Form);\n",
    );
    expect(errors.map((e) => e.match(/export '(\w+)'/)?.[1]).sort()).toEqual(['Form', 'useRevalidator']);
  });
});
