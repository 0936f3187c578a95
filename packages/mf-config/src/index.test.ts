import path from 'node:path';

// The config module is CommonJS (webpack configs require it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require('./index.cjs') as {
  createConfig: (options: { name: string; dir: string; port?: number; exposes?: Record<string, string>; isHost?: boolean }) => any;
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
    port: 3001,
    exposes: { './App': './src/App.tsx' },
  });
  const host = createConfig({ name: 'shell', dir: path.join(root, 'shell'), port: 3000, isHost: true });

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
    expect(mf.exposes['./App']).toMatch(/mf-config\/src\/RemoteRoot\.tsx$/);
    expect(remote.resolve.alias['@ironscore-remote/App$']).toMatch(/src\/App\.tsx$/);
  });

  it('builds the host without any remote URL', () => {
    const mf = federationOptions(host);
    expect(mf.name).toBe('shell');
    expect(mf.remotes).toEqual({});
    expect(mf.shareStrategy).toBe('loaded-first');
    expect(host.output.publicPath).toBe('/');
  });

  it.each(['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'react-router', 'zustand'])(
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
});
