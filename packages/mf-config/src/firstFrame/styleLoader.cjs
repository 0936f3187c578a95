// @ts-check
/**
 * Style sheets in the first-frame (node) build: instead of extracting them (mini-css-extract) or
 * injecting them (style-loader), the module hands css-loader's result to ./styles.ts, which knows
 * which of them a frame used. What the import gives is what the browser build gives: a CSS
 * Module's class names (same css-loader options, so the same names).
 */
const path = require('node:path');

const TRACKER = path.join(__dirname, 'styles.ts');

/** @this {import('webpack').LoaderContext<{}>} @param {string} remainingRequest */
function pitch(remainingRequest) {
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const tracker = JSON.stringify(this.utils.contextify(this.context, TRACKER));
  return `import content from ${css};\nimport { track } from ${tracker};\nexport default track(content);\n`;
}

module.exports = function styleLoader() {
  throw new Error('first-frame style loader: only its pitch runs');
};
module.exports.pitch = pitch;
