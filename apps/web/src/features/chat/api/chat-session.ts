import type { ChatEndResponse, ChatMessageResponse, ChatSessionStarted, Language } from '@tabib/contracts';
import { api } from '../../../shared/api/client.ts';

// A conversation's calls are plain requests: the conversation runs as an island on pages Astro renders (the
// symptom checker's page, the floating window; decision 033), without the app's query client. The saved-chat
// pages, still the app's, load their history afresh when opened from there.

export function startChat(language: Language): Promise<ChatSessionStarted> {
  return api<ChatSessionStarted>('/chat/sessions', { method: 'POST', body: { language } });
}

export function sendChatMessage({ sessionId, text }: { sessionId: string; text: string }) {
  return api<ChatMessageResponse>(`/chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: 'POST',
    body: { text },
  });
}

export function endChat(sessionId: string): Promise<ChatEndResponse> {
  return api<ChatEndResponse>(`/chat/sessions/${encodeURIComponent(sessionId)}/end`, { method: 'POST', body: {} });
}
