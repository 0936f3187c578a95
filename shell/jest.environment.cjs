// jsdom plus the fetch-API classes of Node (Request, Response, Headers, fetch, AbortController):
// react-router's data router builds a Request for every navigation, which jsdom does not provide.
// Node's AbortController is used too, because Node's Request only accepts Node's AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class ShellEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (name in globalThis) this.global[name] = globalThis[name];
    }
    // jsdom reports window.scrollTo as "not implemented"; the shell scrolls on every navigation.
    this.global.scrollTo = () => undefined;
  }
}

module.exports = ShellEnvironment;
