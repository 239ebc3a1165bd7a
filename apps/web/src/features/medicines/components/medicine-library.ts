// Enhances the medicine library (pages/medicine-library.astro): searches as the visitor types, and filters,
// pages and opens a medicine's details without reloading the page, by asking the server for the part that
// changes (/partials/medicines, /partials/medicine) and swapping it in; the address follows, so a list or a
// medicine can be shared and the back button walks back through them. Without this script every part is a
// form or a link the server answers; when a request fails, the list says so where the visitor is looking,
// and a medicine is opened by loading its address.

interface Messages {
  network: string;
  failed: string;
}

/** The list an address shows, as the page writes it: '' for a default (no search, relevance, the first page). */
interface List {
  q: string;
  category: string;
  sort: string;
  page: string;
}

function listOf(search: string): List {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    category: params.get('category') ?? '',
    sort: sort === 'relevance' ? '' : sort,
    page: page === '1' ? '' : page,
  };
}

const sameList = (a: List, b: List) =>
  a.q === b.q && a.category === b.category && a.sort === b.sort && a.page === b.page;

/** The library's address for `list` (and an open medicine), in the page's language. */
function addressOf(list: List, medicine?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(list)) if (value) params.set(name, value);
  if (medicine) params.set('medicine', medicine);
  params.set('lang', document.documentElement.lang);
  return `${window.location.pathname}?${params.toString()}`;
}

async function partial(path: string, address: string, selector: string): Promise<HTMLElement> {
  const response = await fetch(`${path}${new URL(address, window.location.href).search}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const part = template.content.querySelector<HTMLElement>(selector);
  if (!part) throw new Error(`${path}: no ${selector} in the answer`);
  return part;
}

const unmodified = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function enhance(form: HTMLFormElement) {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Messages;
  const query = form.querySelector<HTMLInputElement>('input[name=q]')!;
  const category = form.querySelector<HTMLSelectElement>('select[name=category]')!;
  const sort = form.querySelector<HTMLSelectElement>('select[name=sort]')!;
  let shown = listOf(window.location.search);
  let asked = 0;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const fromForm = (): List => ({
    q: query.value.trim(),
    category: category.value,
    sort: sort.value === 'relevance' ? '' : sort.value,
    page: '',
  });

  /** The list `list`, swapped in when it arrives (only the newest asked for); the address follows as `how` says. */
  async function showList(list: List, how: 'push' | 'replace' | 'none', focus = false) {
    clearTimeout(typing);
    const ticket = ++asked;
    const section = document.querySelector<HTMLElement>('[data-medicine-results]');
    const current = section?.querySelector<HTMLElement>('[data-medicine-list]');
    if (!section || !current) return;
    current.setAttribute('aria-busy', 'true');
    const address = addressOf(list);
    let next: HTMLElement;
    try {
      next = await partial('/partials/medicines', address, '[data-medicine-results]');
    } catch (error) {
      if (ticket !== asked) return;
      current.removeAttribute('aria-busy');
      say(section, error instanceof TypeError ? messages.network : messages.failed);
      return;
    }
    if (ticket !== asked) return;
    section.querySelector('[data-medicine-problem]')?.remove();
    current.replaceWith(next.querySelector('[data-medicine-list]')!);
    // The count is rewritten in place, so that its status is announced.
    const count = section.querySelector('[data-medicine-count]');
    const nextCount = next.querySelector('[data-medicine-count]');
    if (count && nextCount && count.textContent !== nextCount.textContent) count.textContent = nextCount.textContent;
    shown = list;
    if (how === 'push') window.history.pushState(null, '', address);
    else if (how === 'replace') window.history.replaceState(null, '', address);
    if (focus) section.querySelector<HTMLElement>('#all-products-title')?.focus();
  }

  function say(section: HTMLElement, text: string) {
    let problem = section.querySelector<HTMLElement>('[data-medicine-problem]');
    if (!problem) {
      problem = document.createElement('p');
      problem.dataset.medicineProblem = '';
      problem.setAttribute('role', 'alert');
      problem.className = 'mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800';
      section.querySelector('[data-medicine-list]')?.before(problem);
    }
    problem.textContent = text;
  }

  query.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      const list = fromForm();
      if (!sameList(list, shown)) void showList(list, 'replace');
    }, 300);
  });
  for (const select of [category, sort]) select.addEventListener('change', () => void showList(fromForm(), 'push'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void showList(fromForm(), 'push');
  });

  document.addEventListener('click', (event) => {
    if (!unmodified(event)) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-medicine-page], a[data-medicine-open]');
    if (!link) return;
    event.preventDefault();
    if (link.dataset.medicinePage !== undefined) void showList(listOf(new URL(link.href).search), 'push', true);
    else void openMedicine(link.href, true);
  });

  /** The details of the medicine `address` opens, as a modal dialog; `push`: a new entry in the history. */
  async function openMedicine(address: string, push: boolean) {
    let dialog: HTMLDialogElement;
    try {
      dialog = (await partial('/partials/medicine', address, 'dialog[data-medicine-detail]')) as HTMLDialogElement;
    } catch {
      // The server answers the address itself (or, offline, the service worker's page says so).
      if (push) window.location.assign(address);
      return;
    }
    document.querySelector<HTMLDialogElement>('dialog[data-medicine-detail]')?.remove();
    dialog.removeAttribute('open');
    form.before(dialog);
    if (push) window.history.pushState({ medicineOpened: true }, '', address);
    show(dialog);
  }

  /** Opens `dialog` as a modal; closing it (Close, Escape, a click beside it) takes the medicine off the address. */
  function show(dialog: HTMLDialogElement) {
    dialog.showModal();
    dialog.querySelector('form[data-medicine-close]')?.addEventListener('submit', (event) => {
      event.preventDefault();
      dialog.close();
    });
    dialog.addEventListener('close', () => {
      dialog.remove();
      if (dialog.dataset.quiet !== undefined || !new URLSearchParams(window.location.search).has('medicine')) return;
      // Opened here: back to the entry it was opened from. Arrived at with it open: the list, in its place.
      if ((window.history.state as { medicineOpened?: boolean } | null)?.medicineOpened) window.history.back();
      else window.history.replaceState(null, '', addressOf(listOf(window.location.search)));
    });
  }

  // Back and forward: the list and the medicine the address says.
  window.addEventListener('popstate', () => {
    const search = window.location.search;
    const medicine = new URLSearchParams(search).get('medicine');
    const open = document.querySelector<HTMLDialogElement>('dialog[data-medicine-detail]');
    if (open && open.dataset.medicineDetail !== medicine) {
      open.dataset.quiet = '';
      open.close();
    }
    if (medicine && open?.dataset.medicineDetail !== medicine) void openMedicine(window.location.href, false);
    const list = listOf(search);
    if (!sameList(list, shown)) {
      query.value = list.q;
      category.value = list.category;
      sort.value = list.sort || 'relevance';
      void showList(list, 'none');
    }
  });

  // Rendered open by the server (the address named a medicine): made modal, so focus and Escape behave.
  const landed = document.querySelector<HTMLDialogElement>('dialog[data-medicine-detail][open]');
  if (landed) {
    landed.removeAttribute('open');
    show(landed);
  }
}

const form = document.querySelector<HTMLFormElement>('form[data-medicine-search]');
if (form) enhance(form);
