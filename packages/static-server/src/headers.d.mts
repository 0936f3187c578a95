// Types of headers.mjs for the TypeScript tests.
export function cacheControlFor(pathname: string): string;
export const COMMON_HEADERS: Record<string, string>;
export const CORS_HEADERS: Record<string, string>;
export function runtimeOrigins(config: unknown): { api: string | null; remotes: string[]; connect: string[]; frames: string[]; scripts: string[] };
export function shellContentSecurityPolicy(config: unknown): string;
export const STANDALONE_CONTENT_SECURITY_POLICY: string;
export function shellLinkHeader(config: unknown): string;
