/**
 * Uploaded images (spec/3 §5 "Images"): at most 2 MB, JPG/JPEG/PNG recognised by file signature,
 * re-encoded with sharp (auto-rotated, longest side at most 1024 px or 1280 px for community covers,
 * metadata stripped, about 1 MB at most) under a random file name.
 *
 *   const saved = await saveImage(ctx.storage, 'brands/profile', payload.brand_profile_image);
 *   if (!saved.ok) return fail(saved.message, { errors: { brand_profile_image: saved.message } });
 *   // saved.name is the stored file name
 *
 * Decoding cost is bounded (a 2 MB PNG can hold a 7000 × 7000 canvas, 196 MB of pixels):
 * - the header alone gives the size: more than IMAGE.maxInputPixels is refused before any pixel
 *   is decoded (MSG.validation.imageTooManyPixels);
 * - an accepted image is decoded once (JPEG shrink-on-load where it can), resized, and the
 *   encodings are tried on the small result;
 * - at most DECODE_CONCURRENCY images are processed at once; further uploads wait in a queue.
 *
 * Variants: beside every stored image go WebP copies at IMAGE.variantWidths, named
 * `<name>.w<width>.webp` (imageVariantName), so the remotes' srcset lets a phone fetch the width of
 * its slot. storeImage/deleteImage write and remove an image with its variants. Files stored
 * before variants existed get a variant on its first request (openVariant: made once, kept,
 * through a small bounded queue; when the queue is full the original is served instead).
 */
import { randomUUID } from 'node:crypto';
import fastq from 'fastq';
import sharp, { type Sharp } from 'sharp';
import { IMAGE, MSG, imageVariantName, type UploadValue, type UploadedFile } from '@ironscore/contract';
import type { Storage, StoredFile } from './types';
import { DEFAULT_IMAGE } from '../db/schema/columns';

export type ImageKind = 'jpeg' | 'png';

/** Images decoded at the same time (each holds up to maxInputPixels × 4 bytes while it runs). */
export const DECODE_CONCURRENCY = 2;

// Every upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The image type from the first bytes of the file, or null. */
export function imageSignature(data: Uint8Array): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'png';
  return null;
}

export interface ProcessedImage {
  ok: true;
  /** Random file name with extension (.jpg or .png). */
  name: string;
  data: Buffer;
  width: number;
  height: number;
  mimetype: 'image/jpeg' | 'image/png';
  /** WebP copies at IMAGE.variantWidths (stored by storeImage beside the original). */
  variants: ImageVariant[];
}
export interface ImageVariant {
  width: number;
  name: string;
  data: Buffer;
}
export interface RejectedImage {
  ok: false;
  message: string;
}

export interface ProcessImageOptions {
  maxSide?: 1024 | 1280;
}

function asUploadedFile(upload: UploadValue): UploadedFile {
  if ('data' in upload && upload.data instanceof Uint8Array) return upload as UploadedFile;
  throw new Error('processImage expects a server-side UploadedFile');
}

interface Job {
  data: Uint8Array;
  kind: ImageKind;
  maxSide: number;
}

const queue = fastq.promise(reencode, DECODE_CONCURRENCY);

export async function processImage(
  upload: UploadValue,
  { maxSide = IMAGE.maxSide }: ProcessImageOptions = {},
): Promise<ProcessedImage | RejectedImage> {
  const file = asUploadedFile(upload);
  if (file.data.length > IMAGE.maxBytes) return { ok: false, message: MSG.validation.imageSize };
  const kind = imageSignature(file.data);
  if (!kind) return { ok: false, message: MSG.validation.imageType };
  try {
    // Header only: no pixel is decoded here.
    const { width, height } = await sharp(file.data).metadata();
    if (!width || !height) return { ok: false, message: MSG.validation.imageUnreadable };
    if (width * height > IMAGE.maxInputPixels) return { ok: false, message: MSG.validation.imageTooManyPixels };
    return await queue.push({ data: file.data, kind, maxSide });
  } catch {
    return { ok: false, message: MSG.validation.imageUnreadable };
  }
}

/** Decodes once (limitInputPixels as a second guard), resizes, then encodes the small result. */
async function reencode({ data, kind, maxSide }: Job): Promise<ProcessedImage> {
  const decoded = await sharp(data, { limitInputPixels: IMAGE.maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  let out: Buffer;
  let outKind: ImageKind = kind;
  if (kind === 'png') {
    out = await pixels().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    if (out.length > IMAGE.targetBytes) out = await pixels().png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
    if (out.length > IMAGE.targetBytes) {
      outKind = 'jpeg';
      out = await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    }
  } else {
    out = await pixels().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    if (out.length > IMAGE.targetBytes) out = await pixels().jpeg({ quality: 65, mozjpeg: true }).toBuffer();
  }
  const name = `${randomUUID().replace(/-/g, '')}.${outKind === 'png' ? 'png' : 'jpg'}`;
  return {
    ok: true,
    name,
    data: out,
    width,
    height,
    mimetype: outKind === 'png' ? 'image/png' : 'image/jpeg',
    variants: await encodeVariants(name, pixels),
  };
}

const WEBP = { quality: 78, effort: 4 } as const;

/** The WebP variants of image `name`, from a pipeline of its pixels (called once per width). */
export async function encodeVariants(name: string, pixels: () => Sharp): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const width of IMAGE.variantWidths) {
    const data = await pixels().resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
    variants.push({ width, name: imageVariantName(name, width), data });
  }
  return variants;
}

/** Stores a processed image and its variants in `folder` (variants first: the original's name is the one handed out). */
export async function storeImage(storage: Storage, folder: string, image: ProcessedImage): Promise<void> {
  for (const v of image.variants) await storage.put(folder, v.name, v.data);
  await storage.put(folder, image.name, image.data);
}

/** Removes a stored image and its variants (missing files are fine). */
export async function deleteImage(storage: Storage, folder: string, name: string): Promise<void> {
  await Promise.all([name, ...IMAGE.variantWidths.map((w) => imageVariantName(name, w))].map((n) => storage.delete(folder, n)));
}

/** An image a committed change replaced. */
export interface ReplacedImage {
  folder: string;
  name: string;
}

/**
 * Removes the images a committed change replaced (a new profile picture or cover): call it after
 * the transaction commits, with the names it replaced. The default image and every file some row
 * still names (`stillUsed`: seed images are shared by many accounts) are kept. A failure is logged,
 * never thrown: the change itself is done.
 */
export async function deleteReplacedImages(
  storage: Storage,
  replaced: readonly ReplacedImage[],
  stillUsed: (image: ReplacedImage) => Promise<boolean>,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const image of replaced) {
    if (!image.name || image.name === DEFAULT_IMAGE) continue;
    try {
      if (!(await stillUsed(image))) await deleteImage(storage, image.folder, image.name);
    } catch (err) {
      log?.warn({ err, folder: image.folder, name: image.name }, 'a replaced image could not be removed');
    }
  }
}

// ---- Variants on request (files stored before variants existed)

const VARIANT_NAME = /^(.+\.(?:jpg|jpeg|png))\.w(\d{1,5})\.webp$/i;

/** `<name>.w<width>.webp` → its original and width; null when the name is not a variant's. */
export function parseVariantName(variant: string): { original: string; width: number } | null {
  const m = VARIANT_NAME.exec(variant);
  return m ? { original: m[1]!, width: Number(m[2]) } : null;
}

/** Variants made on request at the same time, and how many more may wait before the original is served instead. */
export const ON_DEMAND_CONCURRENCY = 1;
export const ON_DEMAND_MAX_WAITING = 16;

export type VariantLookup =
  | { found: 'variant'; file: StoredFile }
  /** The queue was full or the variant could not be stored: the original, not to be cached long. */
  | { found: 'original'; file: StoredFile; original: string }
  | { found: 'none'; status: 400 | 404 | 422; reason: string };

interface VariantJob {
  storage: Storage;
  folder: string;
  original: string;
  width: number;
  source: Buffer;
}

/** What one on-demand attempt gave (shared by the requests that asked at the same time). */
type Made = { made: Buffer } | { refused: 404 | 422 } | { useOriginal: true };

const onDemand = fastq.promise(makeVariant, ON_DEMAND_CONCURRENCY);
const pending = new Map<string, Promise<Made>>();

/** Decodes the original once, stores the variant and returns it; null when the original is not a decodable image. */
async function makeVariant({ storage, folder, original, width, source }: VariantJob): Promise<Buffer | null> {
  let data: Buffer;
  try {
    data = await sharp(source, { limitInputPixels: IMAGE.maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
  } catch {
    return null;
  }
  await storage.put(folder, imageVariantName(original, width), data);
  return data;
}

async function readAll(file: StoredFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function makeOnRequest(storage: Storage, folder: string, original: string, width: number): Promise<Made> {
  const source = await storage.open(folder, original);
  if (!source) return { refused: 404 };
  const bytes = await readAll(source);
  if (!imageSignature(bytes)) return { refused: 422 };
  if (onDemand.length() >= ON_DEMAND_MAX_WAITING) return { useOriginal: true };
  try {
    const data = await onDemand.push({ storage, folder, original, width, source: bytes });
    return data ? { made: data } : { refused: 422 };
  } catch {
    // Storing the variant failed (disk full, read-only storage): the original still displays.
    return { useOriginal: true };
  }
}

/**
 * A variant for serving: the stored one, else made now from the original (kept for the next
 * request; concurrent requests for it share one encode), else — queue full — the original itself.
 * Bad widths, names that are not a variant of a JPEG/PNG, missing originals and undecodable
 * originals are refused, and nothing is created.
 */
export async function openVariant(storage: Storage, folder: string, variant: string): Promise<VariantLookup> {
  const parsed = parseVariantName(variant);
  if (!parsed) return { found: 'none', status: 404, reason: 'Not found' };
  const { original, width } = parsed;
  if (!(IMAGE.variantWidths as readonly number[]).includes(width)) {
    return { found: 'none', status: 400, reason: `Image width must be one of ${IMAGE.variantWidths.join(', ')}` };
  }
  const stored = await storage.open(folder, variant);
  if (stored) return { found: 'variant', file: stored };
  const key = `${folder}/${variant}`;
  let job = pending.get(key);
  if (!job) {
    job = makeOnRequest(storage, folder, original, width).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  const result = await job;
  if ('made' in result) return { found: 'variant', file: { body: result.made, size: result.made.length, modified: new Date() } };
  if ('refused' in result) return { found: 'none', status: result.refused, reason: result.refused === 404 ? 'Not found' : 'Not an image' };
  const source = await storage.open(folder, original);
  return source ? { found: 'original', file: source, original } : { found: 'none', status: 404, reason: 'Not found' };
}

/** processImage, then store it in `folder`. */
export async function saveImage(
  storage: Storage,
  folder: string,
  upload: UploadValue,
  options?: ProcessImageOptions,
): Promise<{ ok: true; name: string; url: string } | RejectedImage> {
  const processed = await processImage(upload, options);
  if (!processed.ok) return processed;
  await storeImage(storage, folder, processed);
  return { ok: true, name: processed.name, url: storage.url(folder, processed.name) };
}
