/**
 * Messages of the messages area (areas/messages.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const empty = {
  chooseConversation: 'First choose who you want to exchange messages with.',
  noMessages: 'Your message list is empty!',
  noChatMessages: 'There is no message yet.',
} as const;
export const confirm = {
  deleteConversation: 'Are you sure you want to delete this conversation?', // (not verbatim)
} as const;
export const labels = {
  sendMessage: 'SEND MESSAGE',
  deleteMessage: 'Delete Message',
  writeMessage: 'Write a message…', // (not in the spec)
} as const;
/** Replies of the conversation calls (not in the spec). */
export const conversation = {
  notWithYourself: 'You cannot send a message to yourself.',
  userNotFound: 'User not found.',
  notFound: 'Conversation not found.',
  chatUnavailable: 'Messages are not available right now. Please try again later.',
  sendingTooFast: 'You are sending messages too fast. Please wait a moment and send it again.',
} as const;
