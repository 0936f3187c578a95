import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ironscore/contract';
import { answerCalls, callMock, ok, payloadsOf, profileOf, refused, renderProfile, signInAs, signOutAll } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

beforeEach(() => {
  callMock().mockReset();
  signInAs({ user_type: 'member' });
});
afterEach(() => signOutAll());

test('the tabs of spec/2 §2.1: Account Settings (first) holds last activity, the five switches, password change, phone, read-only e-mail, SAVE and the delete link', async () => {
  answerCalls({ Get_Profile: ok(profileOf()) });
  renderProfile('settings');
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual([MSG.profile.accountSettings, MSG.profile.personalInformation, MSG.profile.privacySettings]);
  expect(screen.getByRole('tab', { name: MSG.profile.accountSettings })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByTestId('login-log')).toBeInTheDocument();
  expect(within(panel).getAllByRole('switch')).toHaveLength(5);
  expect(within(panel).getByLabelText(MSG.profile.currentPassword)).toBeInTheDocument();
  expect(within(panel).getByLabelText(MSG.profile.newPassword)).toBeInTheDocument();
  expect(within(panel).getByRole('textbox', { name: MSG.profile.phone })).toHaveValue('5551234');
  expect(within(panel).getByDisplayValue('jane@example.com')).toHaveAttribute('readonly');
  expect(within(panel).getByRole('button', { name: MSG.profile.save })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: MSG.profile.deleteAccountLink })).toBeInTheDocument();
  // personal information is not on the account tab
  expect(within(panel).queryByRole('button', { name: MSG.profile.edit })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: MSG.profile.personalInformation }));
  expect(await screen.findByRole('button', { name: MSG.profile.edit })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('tab=personal');
});

test('an old ?tab=security address opens Account Settings', async () => {
  answerCalls({ Get_Profile: ok(profileOf()) });
  renderProfile('settings', '?tab=security');
  expect(await screen.findByTestId('login-log')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: MSG.profile.accountSettings })).toHaveAttribute('aria-selected', 'true');
});

test('personal information: show mode, edit rules, only filled fields sent, back to show mode', async () => {
  answerCalls({ Get_Profile: ok(profileOf({ user_weight: '' })), Set_Profile: ok(null, { message: MSG.informationUpdated }) });
  renderProfile('settings', '?tab=personal');
  expect(await screen.findByRole('button', { name: MSG.profile.edit })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: MSG.profile.edit }));
  const name = screen.getByRole('textbox', { name: new RegExp(MSG.profile.fullName) });
  await userEvent.clear(name);
  await userEvent.type(name, 'Jane 2');
  await userEvent.type(screen.getByRole('textbox', { name: MSG.profile.height }), 'cm');
  await userEvent.click(screen.getByRole('button', { name: MSG.profile.save }));
  expect(await screen.findByText(MSG.validation.fullNameChars)).toBeInTheDocument();
  expect(screen.getByText(MSG.validation.heightChars)).toBeInTheDocument();
  expect(payloadsOf('Set_Profile')).toEqual([]);

  await userEvent.clear(name);
  await userEvent.type(name, 'Şule Çağlar');
  await userEvent.clear(screen.getByRole('textbox', { name: MSG.profile.height }));
  await userEvent.type(screen.getByRole('textbox', { name: MSG.profile.height }), '175');
  expect(screen.getByRole('combobox', { name: MSG.profile.liveIn }).querySelector('option')?.textContent).toBe('Unspecified');
  await userEvent.click(screen.getByRole('button', { name: MSG.profile.save }));
  expect(await screen.findByRole('button', { name: MSG.profile.edit })).toBeInTheDocument();
  const sent = payloadsOf('Set_Profile')[0]!;
  expect(sent).toMatchObject({ user_fullname: 'Şule Çağlar', user_height: '175', user_live_in: 'Germany' });
  expect(sent).not.toHaveProperty('user_weight');
});

test('account settings: switches, phone, password pair; refused current password shows under its field', async () => {
  answerCalls({
    Get_Profile: ok(profileOf()),
    Set_Profile: refused(MSG.profile.currentPasswordWrong, { user_password: MSG.profile.currentPasswordWrong }),
  });
  renderProfile('settings', '?tab=account');
  expect(await screen.findByTestId('login-log')).toBeInTheDocument();
  expect(screen.getByDisplayValue('jane@example.com')).toHaveAttribute('readonly');
  await userEvent.type(screen.getByLabelText(MSG.profile.newPassword), 'newpass1');
  await userEvent.type(screen.getByLabelText(MSG.profile.newPasswordAgain), 'newpass2');
  await userEvent.click(screen.getByRole('button', { name: MSG.profile.save }));
  expect(await screen.findByText(MSG.validation.passwordMismatch)).toBeInTheDocument();
  expect(payloadsOf('Set_Profile')).toEqual([]);

  await userEvent.clear(screen.getByLabelText(MSG.profile.newPasswordAgain));
  await userEvent.type(screen.getByLabelText(MSG.profile.newPasswordAgain), 'newpass1');
  await userEvent.type(screen.getByLabelText(MSG.profile.currentPassword), 'wrongpass');
  await userEvent.click(screen.getByRole('switch', { name: MSG.profile.notificationFavoriteShare }));
  await userEvent.click(screen.getByRole('button', { name: MSG.profile.save }));
  expect(await screen.findByText(MSG.profile.currentPasswordWrong)).toBeInTheDocument();
  expect(payloadsOf('Set_Profile')[0]).toMatchObject({
    user_password: 'wrongpass',
    user_new_password: 'newpass1',
    notification_favorite_share: true,
    notification_receive_message: true,
    user_phone_number: '5551234',
  });
});

test('privacy: four exclusive choices saved with SAVE', async () => {
  answerCalls({ Get_Profile: ok(profileOf()), Set_Profile: ok(null, { message: MSG.informationUpdated }) });
  renderProfile('settings', '?tab=privacy');
  const group = await screen.findByRole('radiogroup', { name: MSG.labels.whoCanSeeProfile });
  await userEvent.click(within(group).getByRole('radio', { name: MSG.labels.friends }));
  expect(within(group).getByRole('radio', { name: MSG.labels.everyone })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: MSG.profile.save }));
  await screen.findByRole('button', { name: MSG.profile.save });
  expect(payloadsOf('Set_Profile')).toEqual([
    { privacy_see_profile: 'Friends', privacy_see_content: 'Everyone', privacy_see_special_ads: 'Yes', privacy_holiday_mode: 'No' },
  ]);
});
