// Types of handler.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
export function createHandler(options: { dir: string; spa: boolean; files: Record<string, string>; render?: { file: string; configFile: string } | null }): (req: IncomingMessage, res: ServerResponse) => void;
export function robotsTxt(config: unknown): string;
