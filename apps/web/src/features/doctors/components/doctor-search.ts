// Enhances the doctor search (pages/doctors/index.astro): searches as a filter changes, and pages, toggles a city
// and orders without reloading the page, by asking the server for the parts that follow the search
// (/partials/doctors) and swapping them in; the address follows, so a search can be shared and the back button
// walks back through the searches. Folds the filters under one button on a phone. Without this script every
// part is a form or a link the server answers; when a request fails, the page says so above the results and
// keeps them.
import { criteriaToParams, readCriteria, SEARCH_PATH, type SearchCriteria } from '../search-params.ts';
import { followCity } from './area-options.ts';

interface Messages {
  network: string;
  failed: string;
}

const unmodified = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The page's address for a search, in the page's language (as the server writes its links). */
function addressOf(criteria: SearchCriteria): string {
  const params = criteriaToParams(criteria);
  params.set('lang', document.documentElement.lang);
  return `${SEARCH_PATH}?${params.toString()}`;
}

function enhance(root: HTMLElement, filters: HTMLFormElement) {
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Messages;
  const field = <T extends HTMLElement>(name: string) => filters.querySelector<T>(`[name=${name}]`)!;
  const city = field<HTMLSelectElement>('city');
  const area = field<HTMLSelectElement>('area');
  const showCityAreas = followCity(city, area);
  let asked = 0;

  /** The filters as the search says (after Back, or a city chosen above the results). */
  function fill(criteria: SearchCriteria) {
    for (const name of ['specialty', 'insurer', 'gender', 'q'] as const) {
      field<HTMLInputElement | HTMLSelectElement>(name).value = criteria[name] ?? '';
    }
    city.value = criteria.city ?? '';
    showCityAreas();
    area.value = criteria.area ?? '';
    field<HTMLInputElement>('telehealth').checked = criteria.telehealth === true;
    field<HTMLInputElement>('feeMin').value = criteria.feeMin?.toString() ?? '';
    field<HTMLInputElement>('feeMax').value = criteria.feeMax?.toString() ?? '';
    let sort = filters.querySelector<HTMLInputElement>('input[name=sort]');
    if (criteria.sort && !sort) {
      sort = Object.assign(document.createElement('input'), { type: 'hidden', name: 'sort' });
      filters.prepend(sort);
    }
    if (sort) {
      sort.value = criteria.sort ?? '';
      sort.disabled = !criteria.sort;
    }
  }

  /** The results of `criteria`, swapped in when they arrive (only the newest asked for); the address follows. */
  async function search(criteria: SearchCriteria, how: 'push' | 'none', toResults = false) {
    const ticket = ++asked;
    // The filters say the search at once (a city or an order chosen above them), not when it arrives: what is
    // typed meanwhile stays.
    fill(criteria);
    const results = root.querySelector<HTMLElement>('[data-search-part=results]');
    results?.setAttribute('aria-busy', 'true');
    const address = addressOf(criteria);
    let fresh: DocumentFragment;
    try {
      const response = await fetch(`/partials/doctors${new URL(address, window.location.href).search}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`/partials/doctors: ${response.status}`);
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      fresh = template.content;
      if (!fresh.querySelector('[data-search-part=results]')) throw new Error('/partials/doctors: no results');
    } catch (error) {
      if (ticket !== asked) return;
      results?.removeAttribute('aria-busy');
      say(error instanceof TypeError ? messages.network : messages.failed);
      return;
    }
    if (ticket !== asked) return;
    root.querySelector('[data-search-problem]')?.remove();
    // Focus stays on the control that asked (a city, an order), which the swap draws again.
    const active = document.activeElement;
    const focused = active?.closest('[data-search-part]') ? active.id : '';
    for (const part of root.querySelectorAll<HTMLElement>('[data-search-part]')) {
      const next = fresh.querySelector<HTMLElement>(`[data-search-part="${part.dataset.searchPart}"]`);
      if (next) part.replaceChildren(...next.childNodes);
      if (next?.dataset.title) document.title = next.dataset.title;
    }
    results?.removeAttribute('aria-busy');
    if (how === 'push') window.history.pushState(null, '', address);
    if (toResults) document.getElementById('search-results-title')?.focus();
    else if (focused) document.getElementById(focused)?.focus();
  }

  function say(text: string) {
    let problem = root.querySelector<HTMLElement>('[data-search-problem]');
    if (!problem) {
      problem = document.createElement('p');
      problem.dataset.searchProblem = '';
      problem.setAttribute('role', 'alert');
      problem.className = 'mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800';
      root.querySelector('[data-search-part=results]')?.before(problem);
    }
    problem.textContent = text;
  }

  // Every search form of the page (the filters, the city toggles, the order) starts again at page 1.
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('form[data-search-form]')) return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form, event.submitter)) {
      if (typeof value === 'string' && !params.has(name)) params.set(name, value);
    }
    void search({ ...readCriteria(params), page: undefined }, 'push');
  });
  // A list or the telehealth box searches at once; the name and the fees when submitted (Enter, Apply).
  filters.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target instanceof HTMLSelectElement || target.type === 'checkbox') filters.requestSubmit();
  });
  root.addEventListener('click', (event) => {
    if (!unmodified(event)) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-search-page]');
    if (!link) return;
    event.preventDefault();
    void search(readCriteria(new URL(link.href).searchParams), 'push', true);
  });
  // Back and forward: the search the address says.
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== SEARCH_PATH) return;
    void search(readCriteria(new URLSearchParams(window.location.search)), 'none');
  });

  // On a phone the filters fold under one button, so the first results are on the first screen.
  const toggle = root.querySelector<HTMLButtonElement>('[data-filters-toggle]');
  const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (toggle && panel) {
    toggle.addEventListener('click', () => {
      const shown = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(shown));
      panel.classList.toggle('hidden', !shown);
      const sign = toggle.querySelector('[data-filters-sign]');
      if (sign) sign.textContent = shown ? '−' : '+';
    });
  }
}

const root = document.querySelector<HTMLElement>('[data-doctor-search]');
const filters = root?.querySelector<HTMLFormElement>('form[data-search-filters]');
if (root && filters) enhance(root, filters);
