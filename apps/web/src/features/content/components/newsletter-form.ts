// Enhances newsletter-form.astro: checks the address, posts it to the API and says how it went.
interface Messages {
  invalid: string;
  network: string;
  rateLimited: string;
  unexpected: string;
  [status: string]: string;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Messages;
  const input = form.querySelector<HTMLInputElement>('input[type=email]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const status = form.querySelector<HTMLElement>('[role=status]')!;
  const say = (text: string, ok: boolean) => {
    const span = document.createElement('span');
    span.className = ok ? 'text-emerald-200' : 'text-red-200';
    span.textContent = text;
    status.replaceChildren(span);
    if (ok) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input.value.trim() || !input.checkValidity()) return say(messages.invalid, false);
    button.disabled = true;
    fetch('/api/v1/newsletter', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': document.documentElement.lang,
      },
      body: JSON.stringify({ email: input.value.trim() }),
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { status?: string; error?: { code?: string } };
        if (response.ok && body.status && messages[body.status]) return say(messages[body.status]!, true);
        const code = body.error?.code;
        say(
          code === 'validation_failed'
            ? messages.invalid
            : code === 'rate_limited'
              ? messages.rateLimited
              : messages.unexpected,
          false,
        );
      })
      .catch(() => say(messages.network, false))
      .finally(() => (button.disabled = false));
  });
}
