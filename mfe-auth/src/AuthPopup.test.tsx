import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, MIN_AGE } from '@ironscore/contract';
import { signIn, signOut, useSession } from '@ironscore/session';
import AuthPopup, { VERIFY_SIGN_IN_HINT, type AuthRequest } from './AuthPopup';
import { PENDING_APPROVAL_TITLE } from './auth/AuthDialog';
import * as googleModule from './auth/google';
import { resetFirebaseConfig } from './auth/runtime';
import { captureAlerts, captureToasts, mockApi, tokenFor } from './testing/helpers';

jest.mock('./auth/google', () => {
  class GoogleCancelled extends Error {}
  return { GoogleCancelled, signInWithGoogle: jest.fn() };
});
const google = googleModule as unknown as { signInWithGoogle: jest.Mock };

const open = (variant: 'member' | 'business' = 'member', form?: 'sign-in' | 'sign-up' | 'verify-account' | 'forgot-password-step-1', email?: string): AuthRequest => ({
  kind: 'open',
  detail: { variant, ...(form ? { form } : {}), ...(email ? { email } : {}) },
});

function renderPopup(request: AuthRequest) {
  const onClose = jest.fn();
  const utils = render(<AuthPopup request={request} onClose={onClose} />);
  return { onClose, ...utils };
}

const popup = () => screen.getByTestId('auth-popup');
const form = () => popup().getAttribute('data-form');
const field = (name: string) => popup().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const codeBoxes = () => within(popup()).getAllByRole('textbox', { name: /Character \d of 6/ });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  if (!code) return;
  await user.click(codeBoxes()[0]!);
  await user.keyboard(code);
}

let toasts: ReturnType<typeof captureToasts>;
let alerts: ReturnType<typeof captureAlerts>;

beforeEach(() => {
  toasts = captureToasts();
  alerts = captureAlerts();
  resetFirebaseConfig();
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: false, json: async () => null }));
  act(() => void signOut({ callServer: false }));
});

afterEach(() => {
  toasts.off();
  alerts.off();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('sign-in', () => {
  test('validation: per-field messages and the "Please check all fields!" toast; nothing is sent', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPopup(open());
    expect(screen.getByRole('dialog', { name: MSG.auth.signInAsMember })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(MSG.validation.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.passwordRequired)).toBeInTheDocument();
    expect(toasts.texts()).toEqual([MSG.pleaseCheckAllFields]);

    await user.type(field('user_name'), 'Big Guy');
    await user.type(field('user_password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(MSG.validation.usernameChars)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.passwordMin)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('success: token stored, "Login successful.", popup closes', async () => {
    const api = mockApi({ Sign_In: () => ({ status: true, message: MSG.loginSuccessful, data: tokenFor({ user_name: 'lifter' }) }) });
    const user = userEvent.setup();
    const { onClose } = renderPopup(open());
    await user.type(field('user_name'), 'lifter@example.com');
    await user.type(field('user_password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.named('Sign_In')[0]!.payload).toEqual({ user_name: 'lifter@example.com', user_password: 'secret123' });
    expect(useSession.getState().user?.user_name).toBe('lifter');
    expect(toasts.texts()).toContain(MSG.auth.loginSuccessful);
  });

  test('the submit button is disabled while the call is in flight; the server message is shown on failure', async () => {
    let answer!: (r: { status: boolean; message: string }) => void;
    mockApi({ Sign_In: () => new Promise((r) => (answer = r)) });
    const user = userEvent.setup();
    const { onClose } = renderPopup(open());
    await user.type(field('user_name'), 'lifter');
    await user.type(field('user_password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    await act(async () => answer({ status: false, message: 'Username or password is incorrect!' }));
    expect(screen.getByTestId('auth-notice')).toHaveTextContent('Username or password is incorrect!');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('an unverified account goes on to verify-account with its e-mail and a fresh code', async () => {
    const api = mockApi({
      Sign_In: () => ({ status: true, data: tokenFor({ user_verification_status: 0, user_email: 'new@example.com' }) }),
      Re_Verification: () => ({ status: true, message: MSG.auth.confirmationResent }),
    });
    const user = userEvent.setup();
    renderPopup(open());
    await user.type(field('user_name'), 'lifter');
    await user.type(field('user_password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(form()).toBe('verify-account'));
    expect(screen.getByTestId('verify-email')).toHaveTextContent('new@example.com');
    await waitFor(() => expect(api.named('Re_Verification')).toEqual([{ name: 'Re_Verification', payload: { user_email: 'new@example.com' } }]));
  });

  test('a pending business account is told about the approval after signing in', async () => {
    mockApi({ Sign_In: () => ({ status: true, message: MSG.auth.businessPendingApproval, data: tokenFor({ user_type: 'source' }) }) });
    const user = userEvent.setup();
    const { onClose } = renderPopup(open('business'));
    expect(screen.getByRole('dialog', { name: MSG.auth.signInAsBusiness })).toBeInTheDocument();
    await user.type(field('user_name'), 'shopowner');
    await user.type(field('user_password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(alerts.alerts).toEqual([{ kind: 'info', title: PENDING_APPROVAL_TITLE, text: MSG.auth.businessPendingApproval }]);
  });

  test('every form change clears the fields and errors', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPopup(open());
    await user.type(field('user_name'), 'Bad Name');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(MSG.validation.usernameChars)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(form()).toBe('sign-up');
    await user.type(field('user_name'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(form()).toBe('sign-in');
    expect(field('user_name')).toHaveValue('');
    expect(screen.queryByText(MSG.validation.usernameChars)).not.toBeInTheDocument();
  });
});

describe('member sign-up and verification', () => {
  test('validation messages of spec/1 §5', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPopup(open('member', 'sign-up'));
    await user.type(field('user_name'), 'ab');
    await user.type(field('user_email'), 'not-an-email');
    await user.type(field('user_password'), 'secret123');
    await user.type(field('user_password_confirm'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MSG.validation.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.termsRequired)).toBeInTheDocument();
    expect(toasts.texts()).toEqual([MSG.pleaseCheckAllFields]);
    await user.clear(field('user_name'));
    await user.type(field('user_name'), 'waytoolongusername');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MSG.validation.usernameMax)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('the terms popup states the minimum age; "I agree" ticks the box', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPopup(open('member', 'sign-up'));
    await user.click(screen.getByRole('button', { name: 'Terms & Conditions' }));
    const terms = screen.getByRole('dialog', { name: 'Terms & Conditions' });
    expect(within(terms).getByTestId('terms-text')).toHaveTextContent(`at least ${MIN_AGE} years old`);
    expect(MIN_AGE).toBe(25);
    await user.click(within(terms).getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('dialog', { name: 'Terms & Conditions' })).not.toBeInTheDocument();
    expect(field('terms')).toBeChecked();
  });

  test('success: "Registration is successful.", then the code with a 15:00 countdown, then verified with confetti', async () => {
    const api = mockApi({
      Sign_Up: () => ({ status: true, message: MSG.registrationSuccessful, data: tokenFor({ user_name: 'newlifter', user_verification_status: 0 }) }),
      Set_UserVerification: (p) => (p.verification_code === 'AB12CD' ? { status: true } : { status: false, message: MSG.auth.codeMismatch, errors: { verification_code: MSG.auth.codeMismatch } }),
      Get_UserToken: () => ({ status: true, data: tokenFor({ user_name: 'newlifter', user_verification_status: 1 }) }),
    });
    const user = userEvent.setup();
    const { onClose } = renderPopup(open('member', 'sign-up'));
    await user.type(field('user_name'), 'newlifter');
    await user.type(field('user_email'), 'newlifter@example.com');
    await user.type(field('user_password'), 'secret123');
    await user.type(field('user_password_confirm'), 'secret123');
    await user.click(field('terms'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(form()).toBe('verify-account'));
    expect(api.named('Sign_Up')[0]!.payload).toEqual({ user_name: 'newlifter', user_email: 'newlifter@example.com', user_password: 'secret123' });
    expect(toasts.texts()).toContain(MSG.registrationSuccessful);
    expect(screen.getByTestId('code-timer')).toHaveTextContent('15:00');
    expect(api.named('Re_Verification')).toHaveLength(0); // Sign_Up already mailed the code

    // incomplete code: the contract message
    await typeCode(user, 'ab1');
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(screen.getByText(MSG.validation.codeMin)).toBeInTheDocument();
    // wrong code: the server's message under the field
    await typeCode(user, 'zz99zz');
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText(MSG.auth.codeMismatch)).toBeInTheDocument();
    expect(codeBoxes().map((b) => (b as HTMLInputElement).value).join('')).toBe(''); // cleared for the next try
    // right code (typed lower-case, shown upper-case)
    await typeCode(user, 'ab12cd');
    expect(codeBoxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('AB12CD');
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    await waitFor(() => expect(form()).toBe('verified-account'));
    expect(useSession.getState().user?.user_verification_status).toBe(1);
    expect(screen.queryByTestId('pending-approval')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('the six boxes take letters or digits, upper-cased, and advance; Backspace on an empty box moves back', async () => {
    act(() => void signIn(tokenFor({ user_verification_status: 0 })));
    mockApi({ Re_Verification: () => ({ status: true }) });
    const user = userEvent.setup();
    renderPopup(open('member', 'verify-account'));
    expect(codeBoxes()).toHaveLength(6);
    await user.click(codeBoxes()[0]!);
    await user.keyboard('x-7');
    expect(codeBoxes()[0]).toHaveValue('X');
    expect(codeBoxes()[1]).toHaveValue('7');
    expect(codeBoxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(codeBoxes()[1]).toHaveFocus();
  });

  test('countdown: at zero the form gives way to the timeout message', async () => {
    jest.useFakeTimers();
    act(() => void signIn(tokenFor({ user_verification_status: 0, user_email: 'slow@example.com' })));
    mockApi({ Re_Verification: () => ({ status: true }) });
    renderPopup(open('member', 'verify-account'));
    expect(screen.getByTestId('verify-email')).toHaveTextContent('slow@example.com');
    expect(screen.getByTestId('code-timer')).toHaveTextContent('15:00');
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByTestId('code-timer')).toHaveTextContent('13:59');
    act(() => jest.advanceTimersByTime(839_000));
    expect(screen.getByTestId('code-expired')).toHaveTextContent(MSG.auth.confirmTimeout);
    expect(screen.queryByRole('button', { name: 'Verify account' })).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  async function toStep2(user: ReturnType<typeof userEvent.setup>) {
    renderPopup(open());
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(form()).toBe('forgot-password-step-1');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText(MSG.validation.emailRequired)).toBeInTheDocument();
    await user.type(field('user_email'), 'lifter@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(form()).toBe('forgot-password-step-2'));
    expect(screen.getByTestId('code-timer')).toHaveTextContent('15:00');
  }

  async function fillStep2(user: ReturnType<typeof userEvent.setup>, code: string) {
    await user.clear(field('user_password'));
    await user.type(field('user_password'), 'newpass99');
    await user.clear(field('user_password_confirm'));
    await user.type(field('user_password_confirm'), 'newpass99');
    await typeCode(user, code);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  test('unknown e-mail: the server message', async () => {
    mockApi({ Forgot_Password: () => ({ status: false, message: MSG.auth.emailIncorrect }) });
    const user = userEvent.setup();
    renderPopup(open('member', 'forgot-password-step-1'));
    await user.type(field('user_email'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('auth-notice')).toHaveTextContent(MSG.auth.emailIncorrect);
  });

  test('full flow: code and new password, then back to sign-in with the spec message', async () => {
    const api = mockApi({
      Forgot_Password: () => ({ status: true }),
      Forgot_Change_Password: () => ({ status: true, message: MSG.auth.passwordChanged }),
    });
    const user = userEvent.setup();
    await toStep2(user);
    await user.type(field('user_password'), 'newpass99');
    await user.type(field('user_password_confirm'), 'newpass98');
    await typeCode(user, 'QW12E');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(MSG.validation.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.codeMin)).toBeInTheDocument();
    await user.click(codeBoxes()[5]!);
    await user.keyboard('R');
    await fillStep2(user, '');
    await waitFor(() => expect(form()).toBe('sign-in'));
    expect(api.named('Forgot_Change_Password')[0]!.payload).toEqual({ user_email: 'lifter@example.com', user_password: 'newpass99', code: 'QW12ER' });
    expect(toasts.texts()).toContain(MSG.auth.passwordChanged);
  });

  test('three wrong codes: the spec message and back to sign-in', async () => {
    mockApi({
      Forgot_Password: () => ({ status: true }),
      Forgot_Change_Password: () => ({ status: false, message: MSG.auth.codeAndEmailMismatch }),
    });
    const user = userEvent.setup();
    await toStep2(user);
    await fillStep2(user, 'AAAAAA');
    expect(await screen.findByTestId('auth-notice')).toHaveTextContent(MSG.auth.codeAndEmailMismatch);
    await fillStep2(user, 'BBBBBB');
    await waitFor(() => expect(toasts.texts().filter((t) => t === MSG.auth.codeAndEmailMismatch)).toHaveLength(0));
    expect(form()).toBe('forgot-password-step-2');
    await fillStep2(user, 'CCCCCC');
    await waitFor(() => expect(form()).toBe('sign-in'));
    expect(toasts.texts()).toContain(MSG.auth.tooManyWrongCodes);
  });

  test('countdown expiry in step 2', async () => {
    jest.useFakeTimers();
    mockApi({ Forgot_Password: () => ({ status: true }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPopup(open('member', 'forgot-password-step-1'));
    await user.type(field('user_email'), 'lifter@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(form()).toBe('forgot-password-step-2'));
    act(() => jest.advanceTimersByTime(900_000));
    expect(screen.getByTestId('code-expired')).toHaveTextContent(MSG.auth.confirmTimeout);
  });
});

describe('business variant', () => {
  test('choose source or brand, then the details with the name rule of the type', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPopup(open('business'));
    await user.click(screen.getByRole('button', { name: 'Register your business' }));
    expect(form()).toBe('sign-up');
    await user.click(screen.getByRole('button', { name: /^Brand/ }));
    expect(form()).toBe('sign-up-step-1');
    expect(screen.getByRole('dialog', { name: 'Register your brand' })).toBeInTheDocument();
    await user.type(field('source_or_brand_name'), 'titan.labs');
    await user.type(field('offical_website'), 'titanlabs');
    await user.click(screen.getByRole('button', { name: 'Register brand' }));
    expect(screen.getByText(MSG.validation.brandNameChars)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.websiteInvalid('https://www.example.com'))).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.validation.emailRequired)).toBeInTheDocument();
    expect(toasts.texts()).toEqual([MSG.pleaseCheckAllFields]);
    expect(api.calls).toHaveLength(0);
  });

  test('source sign-up → code → verified, with the pending-approval notice', async () => {
    const api = mockApi({
      Sign_UpBusiness: () => ({ status: true, data: tokenFor({ user_type: 'source', user_verification_status: 0, user_email: 'owner@shop.example' }) }),
      Set_UserVerification: () => ({ status: true }),
      Get_UserToken: () => ({ status: true, data: tokenFor({ user_type: 'source', user_verification_status: 1 }) }),
    });
    const user = userEvent.setup();
    renderPopup(open('business', 'sign-up'));
    await user.click(screen.getByRole('button', { name: /^Source/ }));
    await user.type(field('source_or_brand_name'), 'shop.example');
    await user.type(field('user_name'), 'shopowner');
    await user.type(field('offical_email'), 'owner@shop.example');
    await user.type(field('offical_website'), 'https://shop.example');
    await user.type(field('user_password'), 'secret123');
    await user.type(field('user_password_confirm'), 'secret123');
    await user.click(field('terms'));
    await user.click(screen.getByRole('button', { name: 'Register source' }));
    await waitFor(() => expect(form()).toBe('verify-account'));
    expect(api.named('Sign_UpBusiness')[0]!.payload).toEqual({
      user_type: 'source',
      user_name: 'shopowner',
      source_or_brand_name: 'shop.example',
      offical_email: 'owner@shop.example',
      offical_website: 'https://shop.example',
      user_password: 'secret123',
    });
    expect(toasts.texts()).toContain(MSG.registrationSuccessful);
    await typeCode(user, 'ABCDEF');
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    await waitFor(() => expect(form()).toBe('verified-account'));
    expect(screen.getByTestId('pending-approval')).toHaveTextContent(MSG.auth.businessPendingApproval);
  });
});

describe('opening rules', () => {
  test('a signed-in user: the popup closes at once', async () => {
    act(() => void signIn(tokenFor()));
    const { onClose, container } = renderPopup(open());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('auth-popup')).not.toBeInTheDocument();
  });

  test('verify-account for a signed-in unverified member: prefilled e-mail and a fresh code', async () => {
    act(() => void signIn(tokenFor({ user_verification_status: 0 })));
    const api = mockApi({ Re_Verification: () => ({ status: true }) });
    renderPopup(open('member', 'verify-account', 'banner@example.com'));
    expect(form()).toBe('verify-account');
    expect(screen.getByTestId('verify-email')).toHaveTextContent('banner@example.com');
    await waitFor(() => expect(api.named('Re_Verification')).toHaveLength(1));
  });

  test('verify-account while signed out: sign in first', () => {
    mockApi({});
    renderPopup(open('member', 'verify-account'));
    expect(form()).toBe('sign-in');
    expect(screen.getByText(VERIFY_SIGN_IN_HINT)).toBeInTheDocument();
  });

  test('verify-account for a verified user: nothing to do', async () => {
    act(() => void signIn(tokenFor({ user_verification_status: 1 })));
    const { onClose } = renderPopup(open('member', 'verify-account'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('Google sign-in', () => {
  test('without a Firebase configuration the button explains it is not configured', async () => {
    mockApi({});
    renderPopup(open());
    expect(await screen.findByText('Google sign-in is not configured on this site.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
  });

  test('with a configuration: Firebase popup, then GoogleAuth with the ID token', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ firebase: { apiKey: 'k', projectId: 'demo-ironscore', authEmulatorUrl: 'http://127.0.0.1:9099' } }),
    }));
    google.signInWithGoogle.mockResolvedValue({ idToken: 'firebase-id-token', uid: 'u1', email: 'g@example.com', displayName: 'Gina' });
    const api = mockApi({ GoogleAuth: () => ({ status: true, data: tokenFor({ user_name: 'gina' }) }) });
    const user = userEvent.setup();
    const { onClose } = renderPopup(open());
    const button = screen.getByRole('button', { name: /Continue with Google/ });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(google.signInWithGoogle).toHaveBeenCalledWith({
      apiKey: 'k',
      projectId: 'demo-ironscore',
      authDomain: 'demo-ironscore.firebaseapp.com',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(api.named('GoogleAuth')[0]!.payload).toMatchObject({ id_token: 'firebase-id-token' });
    expect(toasts.texts()).toContain(MSG.auth.loginSuccessful);
  });

  test('a failure shows the spec message', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: true, json: async () => ({ firebase: { apiKey: 'k', projectId: 'p' } }) }));
    google.signInWithGoogle.mockRejectedValue(new Error('auth/internal-error'));
    mockApi({});
    const user = userEvent.setup();
    renderPopup(open());
    const button = screen.getByRole('button', { name: /Continue with Google/ });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(MSG.auth.googleLoginFailed)).toBeInTheDocument();
  });
});
