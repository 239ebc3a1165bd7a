import type { Visit, VisitChatList, VisitChatMessage } from '@tabib/contracts';
import { api } from '../../../shared/api/client.ts';

export const getVisit = (appointmentId: string) => api<Visit>(`/visits/${appointmentId}`);

export const listVisitChat = (appointmentId: string) => api<VisitChatList>(`/visits/${appointmentId}/messages`);

export const postVisitChat = (appointmentId: string, text: string) =>
  api<VisitChatMessage>(`/visits/${appointmentId}/messages`, { method: 'POST', body: { text } });

export const endVisit = (appointmentId: string) => api<Visit>(`/visits/${appointmentId}/end`, { method: 'POST' });
