// Enhances chat-launcher.astro: the link becomes a button that opens the chat window in the page, loading the
// window's code (chat-island.tsx) on the first click only.
const link = document.querySelector<HTMLAnchorElement>('a[data-chat-launcher]');
const container = document.querySelector<HTMLElement>('[data-chat-window]');
if (link && container) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  button.append(...link.childNodes);
  link.replaceWith(button);
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-expanded') === 'true') return;
    button.setAttribute('aria-expanded', 'true');
    import('./chat-island.tsx')
      .then(({ openChatWindow }) =>
        openChatWindow(container, () => {
          button.setAttribute('aria-expanded', 'false');
          button.focus();
        }),
      )
      .catch(() => {
        // The window could not load (offline, say): the symptom checker's own page instead.
        window.location.assign('/chatbot');
      });
  });
}
