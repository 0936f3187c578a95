/**
 * Messages of the messages area (areas/messages.ts), composed into MSG by ../index.ts.
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const conversationMessages = {
  empty: {
    chooseConversation: 'First choose who you want to exchange messages with.',
    noMessages: 'Your message list is empty!',
    noChatMessages: 'There is no message yet.',
  },
  confirm: {
    deleteConversation: 'Are you sure you want to delete this conversation?', // (not verbatim)
  },
  labels: {
    sendMessage: 'SEND MESSAGE',
    deleteMessage: 'Delete Message',
    writeMessage: 'Write a message…', // (not in the spec)
  },
  /** Replies of the conversation calls (not in the spec). */
  conversation: {
    notWithYourself: 'You cannot send a message to yourself.',
    userNotFound: 'User not found.',
    notFound: 'Conversation not found.',
    chatUnavailable: 'Messages are not available right now. Please try again later.',
    sendingTooFast: 'You are sending messages too fast. Please wait a moment and send it again.',
  },
} as const;
