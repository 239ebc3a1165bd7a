import type { ChatMessageRequest } from '@tabib/contracts';
import { lazySchema } from '../../../shared/forms/lazy-schema.ts';

export type ChatMessageSchema = typeof ChatMessageRequest;

// Only a typed message needs the schema, so the chatbot page loads without the contracts.
const message = lazySchema((contracts): ChatMessageSchema => contracts.ChatMessageRequest);
export const loadChatMessageSchema = message.load;
export const loadedChatMessageSchema = message.loaded;
export const preloadChatMessageSchema = message.preload;
