// @ts-check
/**
 * The runtime file read from disk (plain Node: the shell's static server per request, the
 * request-time renderer at start), validated by the same parser as in the browser
 * (runtimeConfig.mjs).
 */
import fs from 'node:fs';
import { parseRuntimeConfig } from './runtimeConfig.mjs';

/**
 * The file's configuration, or null when it cannot be read or is not JSON.
 * @param {string} file
 */
export function readRuntimeConfigFile(file) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  return parseRuntimeConfig(json);
}
