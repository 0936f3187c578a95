/**
 * Reads the body of a call into a flat record: strings for fields, UploadedFile for file parts.
 * multipart/form-data (streamed with limits), application/x-www-form-urlencoded and JSON.
 */
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '@ironscore/contract';
import { IMAGE, MSG } from '@ironscore/contract';

export const LIMITS = {
  fileBytes: IMAGE.maxBytes,
  totalBytes: 10 * 1024 * 1024,
  fieldBytes: 1024 * 1024,
  files: 5,
  fields: 200,
  parts: 250,
  /** Nesting of a JSON body or of a JSON value in a field (no payload needs more than a few levels). */
  jsonDepth: 32,
} as const;

/** Whether a parsed JSON value nests deeper than `max` (iterative: a deep value cannot overflow the stack). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

export class FormError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'FormError';
  }
}

export type FormRecord = Record<string, string | UploadedFile>;

const IGNORED = new Set(['project', '__proto__', 'constructor', 'prototype']);

function put(record: FormRecord, key: string, value: string | UploadedFile): void {
  if (IGNORED.has(key)) return;
  record[key] = value;
}

function scalar(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // nested JSON values are passed on as JSON text (e.g. product_features)
  return JSON.stringify(value);
}

export async function readForm(request: FastifyRequest): Promise<FormRecord> {
  const record: FormRecord = Object.create(null) as FormRecord;
  if (request.isMultipart()) {
    let total = 0;
    try {
      const parts = request.parts({
        limits: {
          fileSize: LIMITS.fileBytes,
          fieldSize: LIMITS.fieldBytes,
          files: LIMITS.files,
          fields: LIMITS.fields,
          parts: LIMITS.parts,
        },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new FormError(MSG.validation.imageSize, 200, part.fieldname);
            }
            throw err;
          }
          total += data.length;
          if (total > LIMITS.totalBytes) throw new FormError(MSG.request.tooLarge, 413);
          // An empty file input (no file chosen) is the same as no file.
          if (data.length === 0 && !part.filename) continue;
          put(record, part.fieldname, { filename: part.filename || 'upload', mimetype: part.mimetype, data: new Uint8Array(data) });
        } else {
          if (part.valueTruncated) throw new FormError(MSG.request.tooLarge, 413, part.fieldname);
          const value = scalar(part.value) ?? '';
          total += Buffer.byteLength(value);
          if (total > LIMITS.totalBytes) throw new FormError(MSG.request.tooLarge, 413);
          put(record, part.fieldname, value);
        }
      }
    } catch (err) {
      if (err instanceof FormError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw new FormError(MSG.request.tooManyFiles, 413);
      if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new FormError(MSG.request.tooManyFields, 413);
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FormError(MSG.validation.imageSize, 200);
      throw new FormError(MSG.request.malformed, 400);
    }
    return record;
  }
  const body = request.body;
  if (body === undefined || body === null || body === '') return record;
  if (typeof body !== 'object' || Array.isArray(body)) throw new FormError(MSG.request.malformed, 400);
  if (nestsDeeperThan(body, LIMITS.jsonDepth)) throw new FormError(MSG.request.malformed, 400);
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const s = scalar(value);
    if (s !== undefined) put(record, key, s);
  }
  return record;
}
