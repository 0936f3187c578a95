/**
 * Uploaded images (spec/3 §5 "Images"): at most 2 MB, JPG/JPEG/PNG recognised by file signature,
 * re-encoded with sharp (auto-rotated, longest side at most 1024 px or 1280 px for community covers,
 * metadata stripped, about 1 MB at most) under a random file name.
 *
 *   const saved = await saveImage(ctx.storage, 'brands/profile', payload.brand_profile_image);
 *   if (!saved.ok) return fail(saved.message, { errors: { brand_profile_image: saved.message } });
 *   // saved.name is the stored file name
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE, MSG, type UploadValue, type UploadedFile } from '@ironscore/contract';
import type { Storage } from './types';

export type ImageKind = 'jpeg' | 'png';

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

export async function processImage(
  upload: UploadValue,
  { maxSide = IMAGE.maxSide }: ProcessImageOptions = {},
): Promise<ProcessedImage | RejectedImage> {
  const file = asUploadedFile(upload);
  if (file.data.length > IMAGE.maxBytes) return { ok: false, message: MSG.validation.imageSize };
  const kind = imageSignature(file.data);
  if (!kind) return { ok: false, message: MSG.validation.imageType };
  try {
    // limitInputPixels guards against decompression bombs (a small PNG of a huge canvas).
    const base = () =>
      sharp(file.data, { limitInputPixels: 50_000_000, failOn: 'error' })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    let out: { data: Buffer; info: { width: number; height: number } };
    let outKind: ImageKind = kind;
    if (kind === 'png') {
      out = await base().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer({ resolveWithObject: true });
      if (out.data.length > IMAGE.targetBytes) {
        out = await base().png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer({ resolveWithObject: true });
      }
      if (out.data.length > IMAGE.targetBytes) {
        outKind = 'jpeg';
        out = await base().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      }
    } else {
      out = await base().jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      if (out.data.length > IMAGE.targetBytes) {
        out = await base().jpeg({ quality: 65, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      }
    }
    const ext = outKind === 'png' ? 'png' : 'jpg';
    return {
      ok: true,
      name: `${randomUUID().replace(/-/g, '')}.${ext}`,
      data: out.data,
      width: out.info.width,
      height: out.info.height,
      mimetype: outKind === 'png' ? 'image/png' : 'image/jpeg',
    };
  } catch {
    return { ok: false, message: MSG.validation.imageUnreadable };
  }
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
