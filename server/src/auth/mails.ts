/** The e-mails of the account flows. The code stands on its own line ("Your code: ABC123"). */
import { CODE_COUNTDOWN_S } from '@ironscore/contract';
import type { MailMessage } from '../mail/types';

const minutes = Math.round(CODE_COUNTDOWN_S / 60);

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function codeMail(to: string, subject: string, intro: string, code: string, outro = ''): MailMessage {
  const text = `${intro}\n\nYour code: ${code}\n\nThe code is valid for ${minutes} minutes and can be used once.${outro ? `\n\n${outro}` : ''}\n\nIf you did not ask for it, you can ignore this e-mail.\n\nThe IronScore team`;
  const html =
    `<p>${esc(intro)}</p>` +
    `<p style="font-size:24px;letter-spacing:6px;font-weight:700;font-family:monospace">${esc(code)}</p>` +
    `<p>The code is valid for ${minutes} minutes and can be used once.</p>` +
    (outro ? `<p>${esc(outro)}</p>` : '') +
    `<p>If you did not ask for it, you can ignore this e-mail.</p><p>The IronScore team</p>`;
  return { to, subject, text, html, secrets: [code] };
}

export const mails = {
  verify: (to: string, userName: string, code: string) =>
    codeMail(to, 'Verify your IronScore account', `Hello ${userName}, enter this code to verify your IronScore account.`, code),
  businessVerify: (to: string, userName: string, code: string) =>
    codeMail(
      to,
      'Verify your IronScore business account',
      `Hello ${userName}, enter this code to verify the e-mail address of your IronScore business account.`,
      code,
      'After verification our managers review your business registration; your listing is published once it is approved.',
    ),
  reset: (to: string, userName: string, code: string) =>
    codeMail(to, 'Reset your IronScore password', `Hello ${userName}, enter this code to choose a new password.`, code),
  claim: (to: string, listingName: string, code: string) =>
    codeMail(
      to,
      `Confirm your ownership of ${listingName} on IronScore`,
      `Enter this code to confirm that you own ${listingName} and to create your business account.`,
      code,
    ),
  claimed: (to: string, userName: string, listingName: string): MailMessage => ({
    to,
    subject: `You now manage ${listingName} on IronScore`,
    text: `Your business account for ${listingName} is ready.\n\nYour user name: ${userName}\nSign in as a business with this user name and the password you chose.\n\nThe IronScore team`,
  }),
};
