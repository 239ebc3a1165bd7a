// The chat feature's public entry: what other features and compat/ may use.
export { endChatSession } from './end-chat-session.ts';
export { getChatHistory } from './get-chat-history.ts';
export { listChatHistory } from './list-chat-history.ts';
export { chatRoutes } from './routes.ts';
export { sendChatMessage } from './send-chat-message.ts';
export { startChatSession } from './start-chat-session.ts';
export { loadTriageEngine } from './triage-engine.ts';
