/** Small fixtures for server tests that must not depend on seed details. */
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@ironscore/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Inserts a member (unique name) and returns its row. */
export async function insertUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const suffix = randomBytes(3).toString('hex');
  const [row] = await db
    .insert(users)
    .values({ user_name: `t${suffix}`, user_email: `t${suffix}@example.com`, user_type: 'member', ...fields })
    .returning();
  return row!;
}

/** A real PNG of the given size (noise, so it does not compress to nothing). */
export async function pngFile(width: number, height: number, filename = 'photo.png'): Promise<UploadedFile> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + (i >> 5)) & 0xff;
  const data = await sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
  return { filename, mimetype: 'image/png', data: new Uint8Array(data) };
}

/** A real JPEG, optionally with EXIF orientation and metadata. */
export async function jpegFile(width: number, height: number, options: { orientation?: number; filename?: string } = {}): Promise<UploadedFile> {
  let img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).jpeg({ quality: 90 });
  img = img.withMetadata({ orientation: options.orientation ?? 1, exif: { IFD0: { Copyright: 'secret-author', Artist: 'secret-author' } } });
  const data = await img.toBuffer();
  return { filename: options.filename ?? 'photo.jpg', mimetype: 'image/jpeg', data: new Uint8Array(data) };
}

/** Bytes that are not an image, whatever the file name says. */
export function fakeImage(filename = 'photo.png', size = 2048): UploadedFile {
  const data = Buffer.alloc(size, 'GIF89a not really a png ');
  return { filename, mimetype: 'image/png', data: new Uint8Array(data) };
}

export function bytesFile(size: number, filename = 'big.jpg'): UploadedFile {
  const data = Buffer.alloc(size, 0);
  data[0] = 0xff;
  data[1] = 0xd8;
  data[2] = 0xff;
  return { filename, mimetype: 'image/jpeg', data: new Uint8Array(data) };
}
