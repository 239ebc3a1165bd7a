// Mounts the symptom checker's conversation (chat-page-conversation.tsx, the app's components) in the frame
// chat-page.astro rendered, at once: it is the page's content. The chat's strings are written on the element.
// Shares its mounting with the floating window's (chat-mount.tsx).
import type { ResourceKey } from 'i18next';
import { createElement } from 'react';
import { nextTask } from '../../../shared/next-task.ts';
import { mountChat } from './chat-mount.tsx';
import { ChatPageConversation } from './chat-page-conversation.tsx';

const container = document.querySelector<HTMLElement>('[data-chat-page]');
if (container) {
  const strings = JSON.parse(container.dataset.messages ?? '{}') as ResourceKey;
  // Evaluating this script's code, setting up i18next and the first render take 30 to 50 ms each on a phone's
  // CPU; in one task they blocked taps for over 100 ms (Lighthouse's blocking time, issue 35), so each gets its
  // own (mountChat yields between the last two). Dynamic imports would split the evaluation further, at the
  // cost of more scripts than the page's budget. Nothing waits for the network: the strings are on the element.
  void nextTask().then(() => mountChat(container, () => createElement(ChatPageConversation), strings));
}
