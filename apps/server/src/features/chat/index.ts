// The chat feature's public entry: what other features and compat/ may use.
export { endChatSession } from './end-chat-session.ts';
export { getChatHistory } from './get-chat-history.ts';
export { listChatHistory } from './list-chat-history.ts';
export { chatRoutes } from './routes.ts';
export { saveChatTranscript } from './save-chat-transcript.ts';
export { sendChatMessage } from './send-chat-message.ts';
export { transcriptPairs } from './to-history.ts';
export { startChatSession } from './start-chat-session.ts';
export { loadTriageEngine } from './triage-engine.ts';
