/**
 * Image checks and browser-side compression for uploads (review images, avatars, logos, covers):
 * JPG/JPEG/PNG only, at most 2 MB, resized to a maximum side and re-encoded as JPEG until about
 * 1 MB. The validation is pure; the canvas part runs only where a real canvas exists.
 */
import { IMAGE, MSG } from '@ironscore/contract';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The spec's message when the file is not acceptable, or null when it is. */
export function validateImageFile(file: FileLike | null | undefined, maxBytes: number = IMAGE.maxBytes): string | null {
  if (!file) return null;
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = (IMAGE.types as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (IMAGE.extensions as readonly string[]).includes(ext);
  // The MIME type decides when the browser gives one; a missing type falls back to the extension.
  if (file.type ? !typeOk : !extOk) return MSG.validation.imageType;
  if (file.size > maxBytes) return MSG.validation.imageSize;
  return null;
}

/** The target size of a w×h image whose longer side must be at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest === 0) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The error thrown for an unacceptable file or a processing failure; `message` is user-facing. */
export class ImageError extends Error {
  constructor(
    message: string,
    readonly kind: 'type' | 'size' | 'processing',
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

export interface CompressOptions {
  /** Longer side in px. Default 1024 (1280 for community covers). */
  maxSide?: number;
  /** Target size in bytes. Default 1 MB. */
  targetBytes?: number;
  /** Upload limit checked first. Default 2 MB. */
  maxBytes?: number;
}

function canvasAvailable(): boolean {
  if (typeof document === 'undefined' || typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return false;
  // jsdom has <canvas> but no 2D context (getContext returns null and logs "not implemented").
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return false;
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be read.'));
    };
    img.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), 'image/jpeg', quality),
  );
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.jpg`;
}

/**
 * Validates then compresses an image: resized so its longer side is at most `maxSide`, re-encoded
 * as JPEG with decreasing quality until it is at most about `targetBytes`. A file already within
 * both limits is returned unchanged. Throws ImageError with the spec's message:
 * 'Only JPG, JPEG, and PNG files are allowed!', 'File size must be no more than 2 MB!', or
 * 'Something went wrong, please try again! - {error}'. Without a canvas (tests, SSR) the
 * validated file is returned as is.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { maxSide = IMAGE.maxSide, targetBytes = IMAGE.targetBytes, maxBytes = IMAGE.maxBytes } = options;
  const invalid = validateImageFile(file, maxBytes);
  if (invalid) throw new ImageError(invalid, invalid === MSG.validation.imageType ? 'type' : 'size');
  if (!canvasAvailable()) return file;
  try {
    const img = await loadImage(file);
    const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight, maxSide);
    if (width === img.naturalWidth && height === img.naturalHeight && file.size <= targetBytes) return file;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available.');
    // JPEG has no transparency: paint PNG transparency white instead of black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, width, height);
    let quality = 0.92;
    let blob = await toBlob(canvas, quality);
    while (blob.size > targetBytes && quality > 0.35) {
      quality = Math.round((quality - 0.1) * 100) / 100;
      blob = await toBlob(canvas, quality);
    }
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new ImageError(MSG.imageFailure(text), 'processing');
  }
}
