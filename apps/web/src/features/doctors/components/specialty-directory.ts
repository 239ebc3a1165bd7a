import { matchesSearch } from '../search-text.ts';

/**
 * Filters the specialty directory as the visitor types, on the list the server rendered (every specialty is in
 * it, the ones not matching hidden), and keeps `?q=` in the address so that a reload or the back button shows
 * the same list. Without this script the form's submit asks the server for the same answer.
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-specialty-filter]')) {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const status = document.querySelector<HTMLElement>('[data-specialty-count]');
  const items = [...document.querySelectorAll<HTMLElement>('li[data-search-text]')];
  const counts = JSON.parse(form.dataset.counts ?? '[]') as string[];
  if (!input) continue;
  const apply = () => {
    let shown = 0;
    for (const item of items) {
      const match = matchesSearch(item.dataset.searchText ?? '', input.value);
      item.hidden = !match;
      if (match) shown++;
    }
    if (status && counts[shown]) status.textContent = counts[shown];
    const url = new URL(location.href);
    if (input.value.trim()) url.searchParams.set('q', input.value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };
  input.addEventListener('input', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
}
