// Shared jest settings: every package's jest.config.cjs spreads this.
// TypeScript and TSX go through @swc/jest; CSS Modules resolve to their class names.
const path = require('node:path');

/** @param {string} dir  the package folder (pass __dirname) */
/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
module.exports = function jestConfig(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir: dir,
    testEnvironment: environment,
    // Also applied when a package's tests run alone (the root config sets it for the whole run).
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages ship TypeScript sources; let swc transform them too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@ironscore|ky|valibot|jose|swiper)[/+@])'],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      // Style sheets imported by package subpath ('swiper/css').
      '^swiper/css': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(png|jpe?g|svg|gif)$': path.join(__dirname, 'jest.style-stub.cjs'),
    },
    // jsdom lacks TextEncoder, structuredClone and WebCrypto's subtle API (jose needs them).
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.polyfills-dom.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
