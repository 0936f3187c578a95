// Types of request-frame.mjs for the TypeScript tests.
export const ENDPOINT: string;
export const RENDER_BUDGET_MS: number;
export const FRAME_TTL_MS: number;
export function createRequestFrames(options: { file: string; configFile: string; budgetMs?: number; now?: () => number }): {
  answer(query: URLSearchParams): Promise<{ status: number; body: string }>;
  warm(): void;
};
