import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// What an app's bundle carries of the contract's messages, built as createConfig builds an app
// (its TypeScript rule and minifier): only the groups of MSG the app reads (packages/contract msg.ts).
const { createConfig } = require('./index.cjs') as { createConfig: (options: object) => webpack.Configuration };

const root = path.resolve(__dirname, '../../..');
const app = createConfig({ name: 'catalog', dir: path.join(root, 'mfe-catalog'), exposes: { './App': './src/App.tsx' } });

/** The minified bundle of a one-module app (`source`). */
async function bundle(source: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'msg-bundle-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.ts'), source);
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          devtool: false,
          context: dir,
          entry: './index.ts',
          output: { path: path.join(dir, 'dist'), filename: 'main.js' },
          resolve: { extensions: app.resolve?.extensions, modules: ['node_modules', path.join(__dirname, '../node_modules')] },
          module: { rules: [(app.module?.rules ?? [])[0]] },
          optimization: { minimize: true, minimizer: app.optimization?.minimizer },
          infrastructureLogging: { level: 'error' },
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      );
    });
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    return fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the contract messages in an app bundle', () => {
  jest.setTimeout(120_000);

  it('carry the groups and top-level messages the app reads, and not the others', async () => {
    const code = await bundle("import { MSG } from '@ironscore/contract';\nconsole.log(MSG.auth.signInAsMember, MSG.labels.home, MSG.serverConnectionError);\n");
    // read: a single area's group, a merged group (all its areas' parts), a top-level message
    expect(code).toContain('Sign in as a member');
    expect(code).toContain('VIEW COMMUNITY PROFILE'); // the accounts area's part of MSG.labels
    expect(code).toContain('Server connection error! Please try again later.');
    // not read: other groups and top-level messages
    expect(code).not.toContain('This is for managers only.'); // MSG.manage
    expect(code).not.toContain('The prices and stock of your offers'); // MSG.sourcePrices
    expect(code).not.toContain('Sign in to see the prices of the history.'); // MSG.prices
    expect(code).not.toContain('Email is required!'); // MSG.validation
    expect(code).not.toContain('Your session has expired'); // MSG.sessionExpired
  });
});
