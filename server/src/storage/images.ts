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
 */
import { randomUUID } from 'node:crypto';
import fastq from 'fastq';
import sharp from 'sharp';
import { IMAGE, MSG, type UploadValue, type UploadedFile } from '@ironscore/contract';
import type { Storage } from './types';

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
  return {
    ok: true,
    name: `${randomUUID().replace(/-/g, '')}.${outKind === 'png' ? 'png' : 'jpg'}`,
    data: out,
    width,
    height,
    mimetype: outKind === 'png' ? 'image/png' : 'image/jpeg',
  };
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
  await storage.put(folder, processed.name, processed.data);
  return { ok: true, name: processed.name, url: storage.url(folder, processed.name) };
}
