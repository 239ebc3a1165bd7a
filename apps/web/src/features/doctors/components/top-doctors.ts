// Enhances top-doctors.astro: pages without reloading the home page, by asking the server for the section
// alone and swapping it in; on a phone (up to 412 px wide) a page is one doctor.
const phone = window.matchMedia('(max-width: 412px)');

async function show(page: number, focus?: 'previous' | 'next') {
  const section = document.querySelector<HTMLElement>('[data-top-doctors]');
  if (!section) return;
  const size = phone.matches ? 1 : 4;
  section.setAttribute('aria-busy', 'true');
  const params = new URLSearchParams({ top: String(page), topSize: String(size), lang: document.documentElement.lang });
  try {
    const response = await fetch(`/partials/top-doctors?${params.toString()}`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`top doctors: ${response.status}`);
    const template = document.createElement('template');
    template.innerHTML = await response.text();
    const next = template.content.querySelector<HTMLElement>('[data-top-doctors]');
    if (!next) throw new Error('top doctors: no section in the answer');
    section.replaceWith(next);
    // Focus stays on the pager (the button pressed, or the other one once that is disabled at an end).
    if (focus) {
      const buttons = next.querySelectorAll<HTMLButtonElement>('button[name=top]');
      const wanted = buttons[focus === 'previous' ? 0 : 1];
      (wanted && !wanted.disabled ? wanted : [...buttons].find((b) => !b.disabled))?.focus();
    }
  } catch {
    // Left as it was: the pager still works as a form, which the next press submits to the server.
    section.removeAttribute('aria-busy');
    section.dataset.failed = 'true';
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  const section = form.closest<HTMLElement>('[data-top-doctors]');
  if (!section || section.dataset.failed) return;
  const button = event.submitter as HTMLButtonElement | null;
  const page = Number(button?.value);
  if (!Number.isInteger(page) || page < 1) return;
  event.preventDefault();
  const buttons = [...form.querySelectorAll('button[name=top]')];
  void show(page, buttons.indexOf(button!) === 0 ? 'previous' : 'next');
});

const sizeShown = () => Number(document.querySelector<HTMLElement>('[data-top-doctors]')?.dataset.size);
const fit = () => {
  if (sizeShown() !== (phone.matches ? 1 : 4)) void show(1);
};
fit();
phone.addEventListener('change', fit);
