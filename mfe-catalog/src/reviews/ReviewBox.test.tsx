import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUser } from '@ironscore/contract';
import { ReviewSection } from './ReviewSection';
import { deferred, fakeFile, listReply, member, newbie, recordBus, renderAt, review, sourceAccount, brandAccount, type BusLog } from './testing';
import { answerFromHandlers, type CallHandler } from '../testing/moduleMocks';

const mockCall = jest.fn();
jest.mock('@ironscore/api', () => jest.requireActual('../testing/moduleMocks').apiCalling((...args: unknown[]) => mockCall(...args), { withUploads: true }));

let mockUser: LoginUser | null = null;
jest.mock('@ironscore/session', () => jest.requireActual('../testing/moduleMocks').sessionOf(() => mockUser));

let handlers: Record<string, CallHandler>;
let bus: BusLog;

beforeEach(() => {
  mockUser = member;
  handlers = {};
  answerFromHandlers(mockCall, () => handlers, () => listReply([]));
  bus = recordBus();
});

afterEach(() => bus.stop());

const callsOf = (name: string) => mockCall.mock.calls.filter(([n]) => n === name);
const stars = (group: string) => screen.getByRole('radiogroup', { name: group });
/** Picks `n` stars in `group`, once its step is shown (NEXT STEP validates before it moves on). */
const pick = async (group: string, n: number) =>
  userEvent.click(within(await screen.findByRole('radiogroup', { name: group })).getByRole('radio', { name: `${n} star${n > 1 ? 's' : ''}` }));
const send = () => screen.getByRole('button', { name: /SEND REVIEW/ });
/** WRITE A REVIEW opens the new-review modal (spec/1 §2 "Modals"). */
const openBox = async () => userEvent.click(await screen.findByRole('button', { name: 'WRITE A REVIEW' }));

function renderSource(props: Partial<Parameters<typeof ReviewSection>[0]> = {}) {
  return renderAt(<ReviewSection kind="source" itemId={9} ownerUserId={44} itemName="Iron Shop" {...props} />);
}

describe('source review wizard', () => {
  it('blocks Next without a point, walks the five steps, Back goes down to step 1, and the last step sends the five ratings', async () => {
    renderSource();
    await screen.findByText('There are no review yet...');
    await openBox();
    expect(await screen.findByText(/Step 1 of 5/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(screen.getByText('You must give at least 1 point!')).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 5/)).toBeInTheDocument();
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'warning', text: 'You must give at least 1 point!' });

    await pick('Contact rating', 4);
    expect(screen.queryByText('You must give at least 1 point!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(screen.getByText(/Step 2 of 5/)).toBeInTheDocument();
    // Next on step 2 without a point is blocked too.
    await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(screen.getByText('You must give at least 1 point!')).toBeInTheDocument();
    await pick('Delivery rating', 5);
    await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    await pick('Quality rating', 3);
    await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(screen.getByText(/Step 4 of 5/)).toBeInTheDocument();

    // Back, back, back: step 1, and no Back button there.
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByText(/Step 1 of 5/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BACK' })).not.toBeInTheDocument();
    // The chosen points are kept.
    expect(within(stars('Contact rating')).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');

    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    await pick('Pricing rating', 2);
    await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    expect(screen.getByText(/Step 5 of 5/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT STEP' })).not.toBeInTheDocument();

    // The final step needs its point and the comment.
    await userEvent.click(send());
    expect(screen.getByText('You must give at least 1 point!')).toBeInTheDocument();
    expect(screen.getByText('This field cannot be left blank!')).toBeInTheDocument();
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'warning', text: 'Please check all fields!' });
    expect(callsOf('Set_SourceNewReview')).toHaveLength(0);

    await pick('Overall rating', 5);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Great <shop>\nwould buy again');
    await userEvent.click(send());

    await waitFor(() => expect(callsOf('Set_SourceNewReview')).toHaveLength(1));
    expect(callsOf('Set_SourceNewReview')[0][1]).toEqual({
      user_id: member.user_id,
      source_id: 9,
      review_comment: '<p>Great &lt;shop&gt;<br>would buy again</p>',
      contact_rating: 4,
      delivery_rating: 5,
      quality_rating: 3,
      pricing_rating: 2,
      support_rating: 5,
    });
  });

  it('opens the member sign-in popup for a visitor on WRITE A REVIEW, without opening the modal', async () => {
    mockUser = null;
    renderSource();
    await openBox();
    expect(bus.auth).toEqual([{ variant: 'member' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the congratulations screen, refreshes the list and tells the page', async () => {
    const onChanged = jest.fn();
    const onReviewSaved = jest.fn();
    renderSource({ onChanged, onReviewSaved });
    await screen.findByText('There are no review yet...');
    await openBox();
    const fields = ['Contact', 'Delivery', 'Quality', 'Pricing'];
    for (const f of fields) {
      await pick(`${f} rating`, 4);
      await userEvent.click(screen.getByRole('button', { name: 'NEXT STEP' }));
    }
    await pick('Overall rating', 4);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Solid.');
    handlers.Get_SourceReviewsPagination = () => listReply([review({ user_id: member.user_id, user_name: 'demo', review_comment: '<p>Solid.</p>' })]);
    await userEvent.click(send());

    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('Congratulations, your review has been sent!')).toBeInTheDocument();
    expect(await screen.findByText('Solid.')).toBeInTheDocument();
    expect(callsOf('Get_SourceReviewsPagination')).toHaveLength(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onReviewSaved).toHaveBeenCalledTimes(1);
  });
});

describe('brand and product review (single step)', () => {
  it('needs at least one star and a comment, then sends rating, comment and the ids', async () => {
    renderAt(<ReviewSection kind="product" itemId={70} brandId={12} itemName="Test E 250" />, '/brand/acme/test-e');
    await screen.findByText('There are no review yet...');
    await openBox();
    expect(screen.queryByRole('button', { name: 'NEXT STEP' })).not.toBeInTheDocument();

    await userEvent.click(send());
    expect(screen.getByText('You must give at least 1 point!')).toBeInTheDocument();
    expect(screen.getByText('This field cannot be left blank!')).toBeInTheDocument();
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'warning', text: 'Please check all fields!' });

    await pick('Your rating', 3);
    await userEvent.click(send());
    expect(screen.queryByText('You must give at least 1 point!')).not.toBeInTheDocument();
    expect(screen.getByText('This field cannot be left blank!')).toBeInTheDocument();
    expect(callsOf('Set_BrandProductNewReview')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), '   ');
    await userEvent.click(send());
    expect(screen.getByText('This field cannot be left blank!')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Works.');
    await userEvent.click(send());
    await waitFor(() => expect(callsOf('Set_BrandProductNewReview')).toHaveLength(1));
    expect(callsOf('Set_BrandProductNewReview')[0][1]).toEqual({ product_id: 70, brand_id: 12, review_comment: '<p>Works.</p>', rating: 3 });
  });

  it('checks the image type and size; a chosen image is sent', async () => {
    renderAt(<ReviewSection kind="brand" itemId={12} itemName="Acme" />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;

    await userEvent.upload(input, fakeFile('anim.gif', 'image/gif'), { applyAccept: false });
    expect(await screen.findByText('Only JPG, JPEG, and PNG files are allowed!')).toBeInTheDocument();
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'error', text: 'Only JPG, JPEG, and PNG files are allowed!' });

    await userEvent.upload(input, fakeFile('huge.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByText('File size must be no more than 2 MB!')).toBeInTheDocument();

    const photo = fakeFile('photo.jpg', 'image/jpeg', 300 * 1024);
    await userEvent.upload(input, photo);
    await screen.findByRole('button', { name: 'Remove image' });
    expect(screen.queryByText('File size must be no more than 2 MB!')).not.toBeInTheDocument();

    await pick('Your rating', 5);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Nice');
    await userEvent.click(send());
    await waitFor(() => expect(callsOf('Set_BrandNewReview')).toHaveLength(1));
    expect(callsOf('Set_BrandNewReview')[0][1]).toEqual({ user_id: member.user_id, brand_id: 12, review_comment: '<p>Nice</p>', rating: 5, review_image: photo });
  });

  it('does not send a removed image (the default image is kept)', async () => {
    renderAt(<ReviewSection kind="brand" itemId={12} itemName="Acme" />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, fakeFile('photo.png', 'image/png'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    await pick('Your rating', 2);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Meh');
    await userEvent.click(send());
    await waitFor(() => expect(callsOf('Set_BrandNewReview')).toHaveLength(1));
    expect(callsOf('Set_BrandNewReview')[0][1]).not.toHaveProperty('review_image');
  });

  it('disables SEND REVIEW while the call is in flight and re-enables it after an exception', async () => {
    const pending = deferred<unknown>();
    handlers.Set_BrandNewReview = () => pending.promise;
    renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    await pick('Your rating', 4);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Good');
    await userEvent.click(send());
    expect(send()).toBeDisabled();
    await userEvent.click(send());
    expect(callsOf('Set_BrandNewReview')).toHaveLength(1);

    await act(async () => pending.reject(new Error('boom')));
    await waitFor(() => expect(send()).toBeEnabled());
    expect(bus.alerts.at(-1)).toEqual({ kind: 'error', title: 'Error!', text: 'boom -> Something went wrong, please try again.!' });
    // The form keeps what was typed.
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue('Good');
  });

  it('shows the server refusal as a warning and closes the review modal', async () => {
    handlers.Set_BrandNewReview = () => ({ status: false, message: 'You have already reviewed this brand.', data: null });
    renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    await pick('Your rating', 4);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Again');
    await userEvent.click(send());
    await waitFor(() => expect(bus.alerts).toHaveLength(1));
    expect(bus.alerts[0]).toMatchObject({ kind: 'warning', text: 'You have already reviewed this brand.' });
    // The review modal closes; opened again, the form is empty.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    await openBox();
    expect(screen.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
  });

  it('leaves a token error to the session (no dialog here) and re-enables the button', async () => {
    handlers.Set_BrandNewReview = () => ({ status: false, message: '', data: null, token_error: true });
    renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    await pick('Your rating', 4);
    await userEvent.type(screen.getByRole('textbox', { name: /Your review/ }), 'Hi');
    await userEvent.click(send());
    await waitFor(() => expect(send()).toBeEnabled());
    expect(bus.alerts).toHaveLength(0);
  });
});

describe('review gating (on WRITE A REVIEW, before the modal opens)', () => {
  it.each([
    ['brand', 'source account', sourceAccount, 'You cannot comment or review a source or brand!'],
    ['brand', 'brand account', brandAccount, 'You cannot comment or review a source or brand!'],
    ['product', 'brand account', brandAccount, 'You cannot comment or review a product!'],
    ['brand', 'unverified member', newbie, 'You cannot comment or review without verifying your account!'],
    ['product', 'unverified member', newbie, 'You cannot comment or review without verifying your account!'],
    ['source', 'source account', sourceAccount, 'You cannot comment or review a source or brand!'],
  ] as const)('%s page, %s: warns before any call', async (kind, _who, user, message) => {
    mockUser = user;
    renderAt(<ReviewSection kind={kind} itemId={12} brandId={12} />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: message }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockCall.mock.calls.filter(([n]) => String(n).startsWith('Set_'))).toHaveLength(0);
  });

  it('a visitor gets the member sign-in popup', async () => {
    mockUser = null;
    renderAt(<ReviewSection kind="brand" itemId={12} />, '/brand/acme');
    await screen.findByText('There are no review yet...');
    await openBox();
    expect(bus.auth).toEqual([{ variant: 'member' }]);
    expect(bus.alerts).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
