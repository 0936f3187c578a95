import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { signOut, useSession } from '@ironscore/session';
import AuthPopup from '../AuthPopup';
import { captureToasts, mockApi, tokenFor } from '../testing/helpers';

const target = { business_id: 2, business_type: 'source' as const, name: 'muscle-outlet', website: 'https://www.muscle-outlet.example' };

function renderClaim() {
  const onClose = jest.fn();
  render(
    <MemoryRouter>
      <AuthPopup request={{ kind: 'claim', detail: target }} onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose };
}

const dialog = () => screen.getByTestId('claim-dialog');
const field = (name: string) => dialog().querySelector<HTMLInputElement>(`[name="${name}"]`)!;

let toasts: ReturnType<typeof captureToasts>;
beforeEach(() => {
  toasts = captureToasts();
  act(() => void signOut({ callServer: false }));
});
afterEach(() => {
  toasts.off();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'boss@muscle-outlet.example') {
  await user.type(field('MemberEmail'), email);
  await user.type(field('MemberPassword'), 'secret123');
  await user.type(field('MemberConfirmPassword'), 'secret123');
  await user.click(field('Member_terms_conditions'));
  await user.click(screen.getByRole('button', { name: MSG.claim.getFreeAccount }));
}

test('read-only name and site, the xxx@host hint, and the spec validation messages', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderClaim();
  expect(screen.getByRole('dialog', { name: MSG.claim.isThisYourCompany })).toBeInTheDocument();
  expect(field('claim_name')).toHaveValue('muscle-outlet');
  expect(field('claim_name')).toHaveAttribute('readonly');
  expect(field('claim_website')).toHaveValue('https://www.muscle-outlet.example');
  expect(field('claim_website')).toHaveAttribute('readonly');
  expect(within(dialog()).getAllByText('xxx@muscle-outlet.example').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: MSG.claim.getFreeAccount }));
  expect(screen.getByText(MSG.validation.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(MSG.validation.termsRequired)).toBeInTheDocument();
  expect(toasts.texts()).toEqual([MSG.pleaseCheckAllFields]);

  await user.type(field('MemberEmail'), 'boss@gmail.com');
  await user.type(field('MemberPassword'), '12345');
  await user.type(field('MemberConfirmPassword'), '12344');
  await user.click(screen.getByRole('button', { name: MSG.claim.getFreeAccount }));
  expect(screen.getByText(MSG.validation.emailCompanyDomain)).toBeInTheDocument();
  expect(screen.getByText(MSG.validation.passwordMin)).toBeInTheDocument();
  expect(screen.getByText(MSG.validation.passwordMismatch)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('server field errors appear under their fields (payload keys mapped to the dialog keys)', async () => {
  mockApi({
    Set_BusinessOwnership: () => ({
      status: false,
      message: 'This email address is already registered!',
      errors: { MemberEmail: 'This email address is already registered!', business_password: MSG.validation.passwordMax },
    }),
  });
  const user = userEvent.setup();
  renderClaim();
  await fillForm(user);
  expect(await screen.findByText('This email address is already registered!')).toBeInTheDocument();
  expect(screen.getByText(MSG.validation.passwordMax)).toBeInTheDocument();
  expect(field('MemberEmail')).toHaveAttribute('aria-invalid', 'true');
  expect(field('MemberPassword')).toHaveAttribute('aria-invalid', 'true');
});

test('full flow: code step with countdown, wrong code under VERIFY_ACCOUNT_code, success signs in as the owner', async () => {
  const api = mockApi({
    Set_BusinessOwnership: () => ({ status: true }),
    BusinessVerification: (p) =>
      p.business_code === 'K7K7K7'
        ? { status: true, message: MSG.loginSuccessful, data: tokenFor({ user_name: 'muscleoutlet', user_type: 'source' }) }
        : { status: false, message: MSG.auth.codeMismatch, errors: { VERIFY_ACCOUNT_code: MSG.auth.codeMismatch } },
  });
  const user = userEvent.setup();
  renderClaim();
  await fillForm(user);
  await waitFor(() => expect(dialog()).toHaveAttribute('data-step', '1'));
  expect(api.named('Set_BusinessOwnership')[0]!.payload).toEqual({
    business_id: 2,
    business_type: 'source',
    business_email: 'boss@muscle-outlet.example',
    business_password: 'secret123',
    business_password_confirm: 'secret123',
    terms: true,
  });
  expect(screen.getByTestId('code-timer')).toHaveTextContent('15:00');
  const boxes = within(dialog()).getAllByRole('textbox', { name: /Character/ });
  await user.click(boxes[0]!);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText(MSG.validation.codeRequired)).toBeInTheDocument();
  await user.click(boxes[0]!);
  await user.keyboard('aaaaaa');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(MSG.auth.codeMismatch)).toBeInTheDocument();
  await user.click(boxes[0]!);
  await user.keyboard('k7k7k7');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-step', '2'));
  expect(api.named('BusinessVerification')[1]!.payload).toEqual({
    business_id: 2,
    business_type: 'source',
    business_email: 'boss@muscle-outlet.example',
    business_code: 'K7K7K7',
  });
  expect(toasts.texts()).toContain(MSG.loginSuccessful);
  expect(useSession.getState().user).toMatchObject({ user_name: 'muscleoutlet', user_type: 'source' });
  expect(screen.getByTestId('claim-user-name')).toHaveTextContent('muscleoutlet');
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/profile/source-dashboard');
});

test('the code step expires after 900 seconds', async () => {
  jest.useFakeTimers();
  mockApi({ Set_BusinessOwnership: () => ({ status: true }) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderClaim();
  await fillForm(user);
  await waitFor(() => expect(dialog()).toHaveAttribute('data-step', '1'));
  act(() => jest.advanceTimersByTime(899_000));
  expect(screen.getByTestId('code-timer')).toHaveTextContent('00:01');
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByTestId('code-expired')).toHaveTextContent(MSG.auth.confirmTimeout);
});
