// Mounts the symptom checker's conversation (chat-page-conversation.tsx, the app's components) in the frame
// chat-page.astro rendered, at once: it is the page's content. The chat's strings are written on the element.
// Shares its mounting with the floating window's (chat-mount.tsx).
import type { ResourceKey } from 'i18next';
import { createElement } from 'react';
import { mountChat } from './chat-mount.tsx';
import { ChatPageConversation } from './chat-page-conversation.tsx';

const container = document.querySelector<HTMLElement>('[data-chat-page]');
if (container) {
  const strings = JSON.parse(container.dataset.messages ?? '{}') as ResourceKey;
  // Nothing waits for the mount: it needs no network (the strings are on the element, the code is this script's).
  void mountChat(container, () => createElement(ChatPageConversation), strings);
}
