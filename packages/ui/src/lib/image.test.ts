import { compressImage, fitWithin, ImageError, validateImageFile } from './image';

const MB = 1024 * 1024;
const fake = (name: string, type: string, size: number) => ({ name, type, size });

describe('validateImageFile', () => {
  it('accepts JPG, JPEG and PNG up to 2 MB', () => {
    expect(validateImageFile(fake('a.jpg', 'image/jpeg', 100))).toBeNull();
    expect(validateImageFile(fake('a.JPEG', 'image/jpeg', 2 * MB))).toBeNull();
    expect(validateImageFile(fake('a.png', 'image/png', MB))).toBeNull();
    expect(validateImageFile(fake('a.png', '', MB))).toBeNull();
  });

  it('rejects other types with the spec message', () => {
    expect(validateImageFile(fake('a.gif', 'image/gif', 100))).toBe('Only JPG, JPEG, and PNG files are allowed!');
    expect(validateImageFile(fake('a.webp', 'image/webp', 100))).toBe('Only JPG, JPEG, and PNG files are allowed!');
    expect(validateImageFile(fake('a.pdf', '', 100))).toBe('Only JPG, JPEG, and PNG files are allowed!');
  });

  it('rejects files over 2 MB with the spec message', () => {
    expect(validateImageFile(fake('a.jpg', 'image/jpeg', 2 * MB + 1))).toBe('File size must be no more than 2 MB!');
  });
});

describe('fitWithin', () => {
  it('scales the longer side down to the limit', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1000, 2560, 1280)).toEqual({ width: 500, height: 1280 });
    expect(fitWithin(800, 600, 1024)).toEqual({ width: 800, height: 600 });
  });
});

describe('compressImage', () => {
  it('throws the spec messages for bad files', async () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    await expect(compressImage(gif)).rejects.toThrow('Only JPG, JPEG, and PNG files are allowed!');
    const big = new File([new Uint8Array(2 * MB + 10)], 'big.jpg', { type: 'image/jpeg' });
    await expect(compressImage(big)).rejects.toBeInstanceOf(ImageError);
    await expect(compressImage(big)).rejects.toThrow('File size must be no more than 2 MB!');
  });

  it('returns a valid file unchanged where no canvas exists (jsdom)', async () => {
    const ok = new File(['abc'], 'a.png', { type: 'image/png' });
    await expect(compressImage(ok)).resolves.toBe(ok);
  });
});
