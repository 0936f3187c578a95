/**
 * Messages (spec/2 §2.1 messages, §7.1; spec/3 §2.3): private conversations between two users.
 * The conversation list and its status live in the API; the messages themselves in the realtime
 * store at /chats/{message_id}/messages and /metadata. Exports are named "conversation…" so they
 * do not read like the user-facing message strings.
 */
import { call, noPayload } from '../call';
import { fieldsObject, id } from '../fields';
import { generalRules } from './general';

// ================================================================== messages: ../messages/messages.ts

// ================================================================== entities

/** Get_UserMessageList item: a conversation. */
export interface Conversation {
  message_id: number;
  /** The other participant. */
  user_id: number;
  user_name: string;
  user_profile_image: string;
  /** Which side the viewer is (1 or 2). */
  user_no: 1 | 2;
  /** Unread messages for the viewer. */
  unread_count: number;
  /** ISO time of the last message ('' before the first). */
  last_message_time: string;
}

/**
 * Extra envelope field of Get_UserMessageList (not in the spec; see README "Realtime messages"):
 * a short-lived token with which the browser signs in to the realtime store as the signed-in user
 * (uid = String(user_id)). The list is polled every 30 s, so the client always holds a fresh one.
 */
export interface ChatTokenExtra {
  chat_token: string;
}

/** Set_UserNewMessage reply data. */
export interface NewMessageResult {
  message_id: number;
}

/** Realtime store: /chats/{message_id}/messages/{key}. */
export interface ChatMessage {
  sender_id: number;
  content: string;
  timestamp: number;
  /** Map by user id: true when that user deleted the conversation. */
  deleted_by?: Record<string, boolean>;
}

/** Realtime store: /chats/{message_id}/metadata. */
export interface ChatMetadata {
  last_message_time: number;
  /** Key of the newest message (written with it). */
  last_message_key: string;
  /** Messages each side has sent (the sender adds 1 with each message; README "Realtime messages"). */
  sent_user1: number;
  sent_user2: number;
  /** The server time of each side's last message (the sender sets it with each message; the rules
   * refuse a message sooner than CHAT_SEND_INTERVAL_MS after the sender's previous one). */
  last_sent_user1: number;
  last_sent_user2: number;
  /** Written by the API only (the one writer of unread state). */
  unread_count_user1: number;
  unread_count_user2: number;
}

/**
 * The shortest time between two messages of one sender in one thread (ms), enforced by
 * database.rules.json (`now >= last_sent_userN + 500`; the two must agree).
 */
export const CHAT_SEND_INTERVAL_MS = 500;

// ================================================================== forms

/** Message send (chat). */
export const messageForm = fieldsObject({ content: generalRules.required() });

// ================================================================== calls

const messageId = () => id('A valid message_id is expected.');

export const conversationCalls = {
  /** Polled every 30 s while signed in. */
  Get_UserMessageList: call<Conversation[], ChatTokenExtra>()({ token: true, payload: noPayload() }),
  /** Starts (or reopens) a conversation with user_id; data.message_id keys /chats/{message_id}. */
  Set_UserNewMessage: call<NewMessageResult>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({ user_id: id('A valid user_id is expected.') }),
  }),
  /** Deletes the conversation for the current user only. */
  Set_UserMessageDelete: call<null>()({ token: true, payload: fieldsObject({ message_id: messageId() }) }),
  /** Marks the conversation read for the current user. */
  Set_UserMessageUpdateStatus: call<null>()({ token: true, payload: fieldsObject({ message_id: messageId() }) }),
} as const;
