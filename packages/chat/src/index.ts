export { parseRealtimeConfig, loadRealtimeConfig, setRealtimeConfig, type RealtimeWebConfig } from './runtime';
export { connectChat, disconnectChat, onChatConnection, tokenExpiry, tokenSession, needsReconnect, isChatSendTooFast, ChatSendTooFast, type ChatConnection, type ChatEntry } from './client';
export { startRealtimeUnread, followUnread, applyUnread, type UnreadCounts } from './unread';
