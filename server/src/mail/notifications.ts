/**
 * The notification e-mails (server-side templates). Each is sent only through `notifyUser`
 * (notify.ts), which checks the recipient's switch of the kind named here:
 *
 * | mail            | kind             | sent by                                                    |
 * |-----------------|------------------|------------------------------------------------------------|
 * | newMessage      | receive_message  | realtime relay: the recipient's unread count goes 0 → n     |
 * | reviewComment   | review_comment   | a comment on one's review (source, brand, product)         |
 * | favorited       | favorite_share   | one's source or brand added to someone's favourites        |
 * | reviewLiked     | content_like     | a useful vote on one's review                              |
 * | passwordChanged | security_account | Set_Profile password change, Forgot_Change_Password        |
 * | googleLinked    | security_account | Google sign-in linked to an existing account               |
 *
 * newMessage, reviewComment, favorited and reviewLiked are sent at most once per actor, item, kind and UTC day
 * (notifyUser's `cause`, table notification_mail_keys). Links point at SITE_URL when given.
 */
import type { MailMessage } from './types';

type Notification = Omit<MailMessage, 'to'>;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function mail(subject: string, lines: string[], link?: { url: string; label: string }): Notification {
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : []), 'You can turn these e-mails off in your account settings.', 'The IronScore team'].join('\n\n');
  const html =
    lines.map((l) => `<p>${esc(l)}</p>`).join('') +
    (link ? `<p><a href="${esc(link.url)}">${esc(link.label)}</a></p>` : '') +
    '<p style="color:#666">You can turn these e-mails off in your account settings.</p><p>The IronScore team</p>';
  return { subject, text, html };
}

export const notificationMails = {
  newMessage: (recipient: string, sender: string, siteUrl: string, messageId: number) =>
    mail(`New message from ${sender} on IronScore`, [`Hello ${recipient}, ${sender} sent you a message.`], {
      url: `${siteUrl}/profile/messages?message_id=${messageId}`,
      label: 'Read the message',
    }),
  reviewComment: (recipient: string, commenter: string, itemName: string) =>
    mail(`${commenter} commented on your review of ${itemName}`, [`Hello ${recipient}, ${commenter} commented on your review of ${itemName}.`]),
  favorited: (recipient: string, itemName: string) =>
    mail(`${itemName} was added to a favourites list`, [`Hello ${recipient}, a member added ${itemName} to their favourites on IronScore.`]),
  reviewLiked: (recipient: string, voter: string, itemName: string) =>
    mail(`${voter} found your review useful`, [`Hello ${recipient}, ${voter} marked your review of ${itemName} as useful.`]),
  passwordChanged: (recipient: string) =>
    mail('Your IronScore password was changed', [
      `Hello ${recipient}, the password of your IronScore account was just changed and your other sessions were signed out.`,
      'If this was not you, reset your password at once with "Forgot password" and contact support.',
    ]),
  googleLinked: (recipient: string) =>
    mail('Google sign-in was linked to your IronScore account', [
      `Hello ${recipient}, you can now sign in to your IronScore account with Google.`,
      'If this was not you, change your password and contact support.',
    ]),
};
