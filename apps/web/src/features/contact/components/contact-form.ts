/**
 * Enhances contact-form.astro: checks each field against the rules written on it (the contract's, as
 * attributes) with the page's own messages, sends the form to the API, and says how it went without a reload.
 */
interface ContactMessages {
  fields: Record<string, string>;
  sent: string;
  sending: string;
  counter: string;
  sample: string;
  locale: string;
  network: string;
  codes: Record<string, string>;
}

type ContactField = HTMLInputElement | HTMLTextAreaElement;

/** The contract's code for what is wrong with a field, or null; the same codes the server answers with. */
function problemOf(field: ContactField): string | null {
  const value = field.value.trim();
  if (!value) return `${field.name}_required`;
  if (field.minLength > 0 && value.length < field.minLength) return `${field.name}_too_short`;
  if (field.maxLength > 0 && value.length > field.maxLength) return `${field.name}_too_long`;
  if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `${field.name}_invalid`;
  return null;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as ContactMessages;
  const fields = [...form.querySelectorAll<ContactField>('input[name], textarea[name]')];
  const comment = form.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')!;
  const counter = form.querySelector<HTMLElement>('#contact-comment-count')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const status = form.querySelector<HTMLElement>('[role=status]')!;
  const label = button.textContent;
  const count = new Intl.NumberFormat(messages.locale);
  // The script's own messages from here on, not the browser's.
  form.noValidate = true;

  const mark = (field: ContactField, code: string | null) => {
    const error = form.querySelector<HTMLElement>(`#contact-${field.name}-error`);
    if (error)
      error.textContent = code ? (messages.fields[code] ?? messages.fields[`${field.name}_invalid`] ?? '') : '';
    if (code) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  };
  const say = (text: string, ok: boolean) => {
    const span = document.createElement('span');
    span.className = ok ? 'font-semibold text-emerald-800' : 'text-red-700';
    span.textContent = text;
    status.replaceChildren(span);
  };
  const showCount = () => {
    counter.textContent = messages.counter.replace(messages.sample, count.format(comment.value.length));
  };
  comment.addEventListener('input', showCount);
  showCount();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    status.replaceChildren();
    const problems = fields.map((field) => [field, problemOf(field)] as const);
    for (const [field, code] of problems) mark(field, code);
    const first = problems.find(([, code]) => code);
    if (first) return first[0].focus();
    const body = Object.fromEntries(fields.map((f) => [f.name, f.value.trim()]));
    button.disabled = true;
    button.textContent = messages.sending;
    fetch('/api/v1/contact', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': document.documentElement.lang,
      },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (response.ok) {
          say(messages.sent.replace('{email}', body.email ?? ''), true);
          comment.value = '';
          showCount();
          return;
        }
        const answer = (await response.json().catch(() => ({}))) as {
          error?: { code?: string; fields?: Record<string, string> };
        };
        for (const field of fields) mark(field, answer.error?.fields?.[field.name] ?? null);
        const code = answer.error?.code ?? 'internal';
        say(messages.codes[code] ?? messages.codes.internal ?? '', false);
      })
      .catch(() => say(messages.network, false))
      .finally(() => {
        button.disabled = false;
        button.textContent = label;
      });
  });
}
