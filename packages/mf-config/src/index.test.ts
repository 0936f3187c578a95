import fs from 'node:fs';
import path from 'node:path';

// The config module is CommonJS (webpack configs require it).
const { createConfig } = require('./index.cjs') as {
  createConfig: (options: {
    name: string;
    dir: string;
    exposes?: Record<string, string>;
    isHost?: boolean;
    bootstrap?: string;
    title?: string;
    description?: string;
  }) => any;
};

const root = path.resolve(__dirname, '../../..');

function federationOptions(config: any) {
  const plugin = config.plugins.find((p: any) => p.constructor.name === 'ModuleFederationPlugin');
  expect(plugin).toBeDefined();
  return plugin._options;
}

describe('createConfig', () => {
  const remote = createConfig({
    name: 'catalog',
    dir: path.join(root, 'mfe-catalog'),
    exposes: { './App': './src/App.tsx' },
  });
  const host = createConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true, bootstrap: './src/bootstrap.tsx', description: 'Reviews.' });

  it('keeps content hashes out of the output file names and in the chunk names', () => {
    for (const config of [remote, host]) {
      expect(config.output.filename).not.toMatch(/hash/);
      expect(config.output.chunkFilename).toMatch(/\[contenthash/);
    }
  });

  it('publishes a remote with publicPath auto, remoteEntry.js, its exposes and a manifest', () => {
    expect(remote.output.publicPath).toBe('auto');
    const mf = federationOptions(remote);
    expect(mf).toMatchObject({ name: 'catalog', filename: 'remoteEntry.js', manifest: true });
    // ./App is the remote's App wrapped in RemoteRoot (marker with app name and build id).
    expect(mf.exposes['./App']).toMatch(/mf-config\/src\/app\/RemoteRoot\.tsx$/);
    expect(remote.resolve.alias['@ironscore-remote/App$']).toMatch(/src\/App\.tsx$/);
  });

  it('builds the host without any remote URL', () => {
    const mf = federationOptions(host);
    expect(mf.name).toBe('shell');
    expect(mf.remotes).toEqual({});
    expect(mf.shareStrategy).toBe('loaded-first');
    expect(host.output.publicPath).toBe('/');
  });

  it('shares the router as the module that re-exports the API the apps use (react-router tree-shaken inside it)', () => {
    for (const config of [remote, host]) {
      const shared = federationOptions(config).shared;
      expect(shared['react-router-dom'].import).toMatch(/mf-config\/src\/app\/router\.mjs$/);
      // The whole react-router package is not shared (it would be bundled whole).
      expect(shared['react-router']).toBeUndefined();
      expect(config.resolve.alias['@ironscore-router/react-router-dom$']).toMatch(/react-router-dom$/);
      expect(config.module.parser.javascript.exportsPresence).toBe('error');
    }
  });

  it.each(['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'zustand'])(
    'shares %s as a non-eager singleton with a caret range of the installed version',
    (name) => {
      for (const config of [remote, host]) {
        const shared = federationOptions(config).shared[name];
        expect(shared).toMatchObject({ singleton: true, eager: false, strictVersion: false });
        expect(shared.requiredVersion).toBe(`^${shared.version}`);
      }
    },
  );

  it.each(['@ironscore/events', '@ironscore/session', '@ironscore/host'])('shares the state-holding %s as a strict singleton', (name) => {
    for (const config of [remote, host]) {
      const shared = federationOptions(config).shared[name];
      expect(shared).toMatchObject({ singleton: true, eager: false, strictVersion: true });
      expect(shared.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it.each(['@ironscore/contract', '@ironscore/api', '@ironscore/ui'])('bundles the stateless %s into each app', (name) => {
    for (const config of [remote, host]) expect(federationOptions(config).shared[name]).toBeUndefined();
  });

  it('gives every import of the federation SDK the copy the runtime is built with (the retry plugin depends on an older one)', () => {
    const { FEDERATION_SDK } = require('./index.cjs') as { FEDERATION_SDK: string };
    const manifestOf = (file: string) => {
      for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
        const candidate = path.join(dir, 'package.json');
        if (fs.existsSync(candidate) && JSON.parse(fs.readFileSync(candidate, 'utf8')).name) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
      }
    };
    expect(manifestOf(FEDERATION_SDK)).toMatchObject({ name: '@module-federation/sdk', version: manifestOf(require.resolve('@module-federation/enhanced')).version });
    for (const config of [remote, host]) expect(config.resolve.alias['@module-federation/sdk$']).toBe(FEDERATION_SDK);
  });

  it('gives the page one federation runtime: the host provides runtime-core, the remotes take it', () => {
    const hostOptions = federationOptions(host);
    expect(hostOptions.experiments).toBeUndefined();
    // The ES module build of enhanced's plugin (its CommonJS build would bring a second runtime-core).
    expect(hostOptions.runtimePlugins).toEqual([expect.stringMatching(/inject-external-runtime-core-plugin\/dist\/index\.js$/)]);
    expect(federationOptions(remote).experiments).toEqual({ externalRuntime: true });
    expect(federationOptions(remote).runtimePlugins).toBeUndefined();
    // A remote's own page loads runtime-core itself, before main.js; the host's page does not.
    expect(plugin(remote, 'StandaloneRuntimePlugin')).toBeDefined();
    expect(plugin(remote, 'HtmlWebpackPlugin').userOptions.federationRuntime).toBe('/federation-runtime.js');
    expect(plugin(host, 'StandaloneRuntimePlugin')).toBeUndefined();
    expect(plugin(host, 'HtmlWebpackPlugin').userOptions.federationRuntime).toBeNull();
  });

  it('minifies the style sheets with esbuild beside terser', () => {
    for (const config of [remote, host]) {
      expect(config.optimization.minimizer.map((m: any) => m.constructor.name)).toEqual(['EsbuildCssMinifyPlugin', 'TerserPlugin']);
    }
  });

  it('never lets a shared module accept any version', () => {
    for (const config of [remote, host]) {
      for (const shared of Object.values(federationOptions(config).shared) as { requiredVersion: unknown }[]) {
        expect(shared.requiredVersion).toEqual(expect.stringMatching(/^\^/));
      }
    }
  });

  it('compiles TypeScript with swc (automatic JSX runtime) and CSS Modules with camelCase names', () => {
    const rules = remote.module.rules as any[];
    const ts = rules.find((r) => String(r.test).includes('tsx'));
    expect(ts.use.loader).toMatch(/swc-loader/);
    expect(ts.use.options.jsc.transform.react.runtime).toBe('automatic');
    const cssModules = rules.find((r) => String(r.test).includes('module'));
    const cssLoader = cssModules.use.find((u: any) => typeof u === 'object' && /css-loader/.test(u.loader));
    expect(cssLoader.options.modules).toMatchObject({ exportLocalsConvention: 'camel-case', namedExport: false });
  });

  it('fails the build of a remote whose exposes differ from the host API\'s expose map', () => {
    const dir = path.join(root, 'mfe-profile');
    expect(() => createConfig({ name: 'profile', dir, exposes: { './App': './src/App.tsx' } })).toThrow(
      /profile must expose exactly \.\/App, \.\/SecuritySettings, \.\/PrivacySettings .*missing \.\/SecuritySettings, \.\/PrivacySettings/,
    );
    expect(() => createConfig({ name: 'catalog', dir: path.join(root, 'mfe-catalog'), exposes: { './App': 'a', './Extra': 'b' } })).toThrow(
      /not in the expose map: \.\/Extra/,
    );
  });

  const plugin = (config: any, name: string) => config.plugins.find((p: any) => p.constructor.name === name);

  it('starts every app at the async boundary of mf-config, with the host\'s own bootstrap or the standalone one', () => {
    for (const config of [remote, host]) expect(config.entry.main).toMatch(/mf-config\/src\/app\/entry\.ts$/);
    expect(host.resolve.alias['@ironscore-app/bootstrap$']).toBe(path.join(root, 'shell/src/bootstrap.tsx'));
    expect(remote.resolve.alias['@ironscore-app/bootstrap$']).toMatch(/mf-config\/src\/app\/standalone\.tsx$/);
  });

  it('gives a remote\'s standalone bootstrap its title and its own route declaration', () => {
    const standalone = (config: any) => JSON.parse(plugin(config, 'DefinePlugin').definitions.__IRONSCORE_STANDALONE__);
    expect(standalone(remote)).toEqual({ title: 'Catalog' });
    expect(remote.resolve.alias['@ironscore-remote/routes$']).toBe(path.join(root, 'mfe-catalog/src/routes.ts'));
    const auth = createConfig({
      name: 'auth',
      dir: path.join(root, 'mfe-auth'),
      title: 'Accounts',
      exposes: { './App': 'a', './AuthPopup': 'b', './VerifyDialog': 'c', './ClaimDialog': 'd' },
    });
    expect(standalone(auth)).toEqual({ title: 'Accounts' });
    expect(plugin(host, 'DefinePlugin').definitions.__IRONSCORE_STANDALONE__).toBeUndefined();
  });

  it('produces every index.html from one template: title, the host\'s description, the favicon', () => {
    const html = (config: any) => plugin(config, 'HtmlWebpackPlugin').userOptions;
    for (const config of [remote, host]) {
      expect(html(config).template).toMatch(/mf-config\/src\/app\/index\.html$/);
      expect(html(config).favicon).toMatch(/mf-config\/src\/app\/favicon\.svg$/);
    }
    expect(html(remote)).toMatchObject({ title: 'IronScore · Catalog', description: undefined });
    expect(html(host)).toMatchObject({ title: 'IronScore', description: 'Reviews.' });
  });

  it('refuses an app that is not in platform.data.json, a host without its bootstrap and a remote with one', () => {
    expect(() => createConfig({ name: 'shop', dir: root, exposes: {} })).toThrow(/"shop" is not an app of packages\/contract\/src\/platform\.data\.json/);
    expect(() => createConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true })).toThrow(/host needs its own \{ bootstrap \}/);
    expect(() => createConfig({ name: 'catalog', dir: path.join(root, 'mfe-catalog'), exposes: { './App': 'a' }, bootstrap: './src/b.tsx' })).toThrow(
      /catalog gets the standalone bootstrap of mf-config/,
    );
  });
});

describe('first frame (src/firstFrame.tsx)', () => {
  const catalog = createConfig({ name: 'catalog', dir: path.join(root, 'mfe-catalog'), exposes: { './App': './src/App.tsx' } });
  const shell = createConfig({ name: 'shell', dir: path.join(root, 'shell'), isHost: true, bootstrap: './src/bootstrap.tsx' });
  const firstFrame = (config: any) => config.plugins.find((p: any) => p.constructor.name === 'FirstFramePlugin');
  const cssRules = (config: any) =>
    (config.module.rules as any[])
      .filter((r) => String(r.test).includes('css'))
      .map((r) => ({ test: String(r.test), exclude: String(r.exclude), cssLoader: r.use.find((u: any) => /css-loader/.test(u.loader ?? '')) }));

  it('adds the node build of the frames to an app that has one, and to no other', () => {
    for (const config of [catalog, shell]) expect(firstFrame(config)).toBeDefined();
    const profile = createConfig({ name: 'profile', dir: path.join(root, 'mfe-profile'), exposes: { './App': 'a', './SecuritySettings': 'b', './PrivacySettings': 'c' } });
    expect(firstFrame(profile)).toBeUndefined();
  });

  it('compiles the frames for node, without Module Federation, from the app\'s src/firstFrame.tsx, outside dist/', () => {
    for (const [config, dir] of [[catalog, 'mfe-catalog'], [shell, 'shell']] as const) {
      const node = firstFrame(config).config;
      expect(node).toMatchObject({ target: 'node', mode: 'production', context: config.context });
      expect(node.plugins.map((p: any) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
      // The app's registered calls (src/calls.ts) load before the frames render.
      expect(node.entry['first-frame']).toEqual([path.join(root, dir, 'src/calls.ts'), expect.stringMatching(/mf-config\/src\/firstFrame\/worker\.ts$/)]);
      if (dir === 'mfe-catalog') {
        expect(node.entry.request.import).toEqual([path.join(root, dir, 'src/calls.ts'), expect.stringMatching(/mf-config\/src\/firstFrame\/request\.ts$/)]);
      }
      expect(node.resolve.alias['@ironscore-app/firstFrame$']).toBe(path.join(root, dir, 'src/firstFrame.tsx'));
      expect(path.relative(path.join(root, dir, 'dist'), node.output.path)).toMatch(/^\.\./);
    }
  });

  it('names CSS Modules exactly as the browser build does (same css-loader options, same context)', () => {
    for (const config of [catalog, shell]) {
      const node = firstFrame(config).config;
      expect(cssRules(node)).toEqual(cssRules(config));
      expect(cssRules(node)).toHaveLength(2);
      expect(node.context).toBe(config.context);
    }
  });

  it('fails a build whose frame CSS has a class name the browser\'s style sheets do not define', () => {
    const { foreignClasses } = require('./firstFrame/plugin.cjs');
    const frames = { version: 1, routes: { home: { html: '', css: '.catalog_hero__Ab3_x-{color:red}.catalog_text__zzzzzz{margin:0}' } } };
    expect(foreignClasses('catalog', frames, '.catalog_hero__Ab3_x- { color: red }\n.catalog_text__zzzzzz { margin: 0 }')).toEqual([]);
    expect(foreignClasses('catalog', frames, '.catalog_hero__Ab3_x- { color: red }\n.catalog_text__yyyyyy { margin: 0 }')).toEqual(['catalog_text__zzzzzz']);
  });
});
