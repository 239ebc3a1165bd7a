// Enhances the specialty directory (pages/specialty-directory.astro): the list narrows as the visitor types,
// as the app's did, and the address follows (`?q=`, replaced: one history entry a visit). Without this script
// the search is a GET form the server answers with the list already narrowed.
import { matchesSearch } from '../search-text.ts';

const form = document.querySelector<HTMLFormElement>('form[data-specialty-search]');
const list = document.querySelector<HTMLElement>('[data-specialty-list]');
const status = document.querySelector<HTMLElement>('[data-specialty-count]');
const input = form?.querySelector<HTMLInputElement>('input[name=q]');
if (form && list && status && input) {
  /** "No specialty matches", "1 specialty", ...: the count in the page's words, for 0 to every specialty. */
  const counts = JSON.parse(form.dataset.counts ?? '[]') as string[];
  const items = [...list.querySelectorAll<HTMLElement>('li[data-search]')];
  const narrow = () => {
    let shown = 0;
    for (const item of items) {
      const match = matchesSearch(item.dataset.search ?? '', input.value);
      item.hidden = !match;
      if (match) shown += 1;
    }
    const text = counts[shown] ?? '';
    if (status.textContent !== text) status.textContent = text;
    const params = new URLSearchParams(window.location.search);
    if (input.value.trim()) params.set('q', input.value.trim());
    else params.delete('q');
    const query = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };
  input.addEventListener('input', narrow);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    narrow();
  });
}
