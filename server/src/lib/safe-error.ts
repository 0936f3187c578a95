/**
 * What the log keeps of an error: its kind, code and where it happened — never the values. A failed
 * query's message carries its parameters (the user's text), and PostgreSQL's own messages quote
 * the offending input ('invalid input syntax for type integer: "…"'), so for database errors only
 * the SQLSTATE, the routine, the table/column/constraint and the statement without its parameters
 * are kept. Other errors keep their message only when they are programming errors (TypeError,
 * ReferenceError), cut to 200 characters.
 */
const PROGRAMMING_ERRORS = new Set(['TypeError', 'ReferenceError', 'SyntaxError']);
const PG_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

export interface SafeError {
  type: string;
  /** The message of a programming error; otherwise the type and code only. */
  message: string;
  stack: string;
  code?: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

export function safeError(err: unknown, depth = 0): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: typeof err, stack: '' };
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name || e.name || 'Error';
  const out: SafeError = { type, message: typeof e.code === 'string' ? `${type} ${e.code}` : type, stack: '' };
  const isDatabase = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  if (isDatabase) {
    for (const field of PG_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  } else if (typeof e.code === 'string') {
    out.code = e.code;
  }
  if (typeof e.query === 'string') out.query = e.query.slice(0, 2000);
  if (!isDatabase && typeof e.message === 'string' && PROGRAMMING_ERRORS.has(e.name)) out.message = e.message.slice(0, 200);
  if (typeof e.stack === 'string') {
    out.stack = e.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 12)
      .join('\n');
  }
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
