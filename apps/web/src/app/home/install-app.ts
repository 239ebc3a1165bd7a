// Enhances app-section.astro: the install button appears only when the browser offers to install the app.
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const button = document.querySelector<HTMLButtonElement>('[data-install-app]');
let offer: InstallPromptEvent | null = null;
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  offer = event as InstallPromptEvent;
  if (button) button.hidden = false;
});
button?.addEventListener('click', () => {
  const event = offer;
  if (!event) return;
  offer = null;
  button.hidden = true;
  // The browser's own dialog answers the visitor; nothing here depends on their choice.
  void event.prompt().then(() => event.userChoice);
});
