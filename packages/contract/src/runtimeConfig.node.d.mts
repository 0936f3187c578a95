// Types of runtimeConfig.node.mjs.
import type { RuntimeConfig } from './runtimeConfig.mjs';

export function readRuntimeConfigFile(file: string): RuntimeConfig | null;
