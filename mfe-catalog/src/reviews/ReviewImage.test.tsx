import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUser } from '@ironscore/contract';
import { ReviewSection } from './ReviewSection';
import { fakeFile, listReply, member, recordBus, renderAt, type BusLog } from './testing';

const mockCall = jest.fn();
jest.mock('@ironscore/api', () => jest.requireActual('../testing/moduleMocks').apiCalling((...args: unknown[]) => mockCall(...args)));

let mockUser: LoginUser | null = null;
jest.mock('@ironscore/session', () => jest.requireActual('../testing/moduleMocks').sessionOf(() => mockUser));

// The browser-side compression fails (e.g. an undecodable image): FileInput reports the spec message.
const mockCompress = jest.fn();
jest.mock('@ironscore/ui/src/lib/image', () => {
  const actual = jest.requireActual('@ironscore/ui/src/lib/image');
  return { ...actual, compressImage: (...args: unknown[]) => mockCompress(...args) };
});

let bus: BusLog;
beforeEach(() => {
  mockUser = member;
  mockCall.mockReset();
  mockCall.mockImplementation((name: string) =>
    Promise.resolve(name.endsWith('Pagination') ? listReply([]) : { status: true, message: '', data: null }),
  );
  bus = recordBus();
});
afterEach(() => bus.stop());

it("shows 'Something went wrong, please try again! - {error}' when the image cannot be processed, and sends no image", async () => {
  const { ImageError } = jest.requireActual('@ironscore/ui/src/lib/image');
  mockCompress.mockRejectedValue(new ImageError('Something went wrong, please try again! - The image could not be read.', 'processing'));
  renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
  await screen.findByText('There are no review yet...');
  await userEvent.click(screen.getByRole('button', { name: 'WRITE A REVIEW' }));
  await screen.findByText('Add a photo');
  await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, fakeFile('broken.png', 'image/png'));
  expect(await screen.findByText('Something went wrong, please try again! - The image could not be read.')).toBeInTheDocument();
  expect(bus.toasts.at(-1)).toMatchObject({ kind: 'error', text: 'Something went wrong, please try again! - The image could not be read.' });
  expect(mockCompress).toHaveBeenCalledWith(expect.any(File), undefined);
  expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
});

it('compresses the chosen image before sending (about 1 MB, 1024 px) and sends the compressed file', async () => {
  const compressed = fakeFile('photo.jpg', 'image/jpeg', 900 * 1024);
  mockCompress.mockResolvedValue(compressed);
  renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
  await screen.findByText('There are no review yet...');
  await userEvent.click(screen.getByRole('button', { name: 'WRITE A REVIEW' }));
  await screen.findByText('Add a photo');
  await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, fakeFile('photo.png', 'image/png', 1900 * 1024));
  await screen.findByRole('button', { name: 'Remove image' });
  await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Nice');
  await userEvent.click(screen.getByRole('button', { name: /SEND REVIEW/ }));
  await waitFor(() => expect(mockCall.mock.calls.filter(([n]) => n === 'Set_BrandNewReview')).toHaveLength(1));
  expect(mockCall.mock.calls.find(([n]) => n === 'Set_BrandNewReview')![1].review_image).toBe(compressed);
});
