import ChatWindow from './chat-window.tsx';
import { mountChat } from './chat-mount.tsx';

/**
 * The floating chat window on a page rendered by Astro (decision 033): chat-launcher.ts loads this module on
 * the first click, so the window's code, its renderer and its strings are downloaded only by those who open it.
 */

/** Opens the window in `container`; `onClosed` runs once the visitor has closed it (the window is gone then). */
export async function openChatWindow(container: HTMLElement, onClosed: () => void): Promise<void> {
  await mountChat(container, (root) => (
    <ChatWindow
      onClosed={() => {
        root.unmount();
        onClosed();
      }}
    />
  ));
}
