import { cut } from '../format.ts';
import { normaliseSearchText } from '../search-text.ts';

/** The list's headings and its empty message, in the page's language. */
export interface ComboboxMessages {
  popular: string;
  matches: string;
  none: string;
}

const POPULAR_MAX = 20;
const LABEL_MAX = 20;
let lists = 0;

/**
 * Puts an editable combobox (WAI-ARIA APG "list autocomplete") over a native `<select>`, which stays in the form,
 * hidden, and carries the value the server reads. Empty, the list shows the first 20 options in two columns;
 * typing filters every option, whatever the Arabic spelling. Arrow keys move, Home/End jump to the ends of the
 * list until something is typed, Enter chooses, Escape closes. The select's first option (value "") is the
 * "any" entry and the placeholder. Returns `sync`, to call after the select's options or value change.
 */
export function enhanceCombobox(select: HTMLSelectElement, messages: ComboboxMessages): { sync: () => void } {
  const id = select.id;
  const listId = `${id}-list-${++lists}`;
  const label = document.querySelector(`label[for="${id}"]`)?.textContent?.trim() ?? '';
  select.id = `${id}-native`;
  select.hidden = true;
  select.tabIndex = -1;

  const input = document.createElement('input');
  input.id = id;
  input.type = 'text';
  input.autocomplete = 'off';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);
  input.className = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 disabled:bg-slate-100';
  const popup = document.createElement('div');
  popup.hidden = true;
  // Not a tab stop: Chromium makes a scrolling box focusable, so Tab from the input would land on the list,
  // which then hides as the input blurs, and the focus would fall to the page's body.
  popup.tabIndex = -1;
  popup.className =
    'absolute inset-x-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:min-w-[28rem]';
  const heading = document.createElement('p');
  heading.setAttribute('aria-hidden', 'true');
  heading.className = 'px-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase';
  const list = document.createElement('ul');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', label);
  list.className = 'grid grid-cols-2 gap-1';
  popup.append(heading, list);
  select.after(input, popup);

  let open = false;
  let typed: string | null = null;
  let active = 0;
  const options = () => [...select.options].map((o) => ({ value: o.value, label: o.text }));
  const shown = () => {
    const all = options();
    const any = all.find((o) => o.value === '') ?? { value: '', label: '' };
    const rest = all.filter((o) => o.value !== '');
    const q = typed === null ? '' : normaliseSearchText(typed);
    const matches = q ? rest.filter((o) => normaliseSearchText(o.label).includes(q)) : rest;
    return [any, ...matches.slice(0, POPULAR_MAX)];
  };

  const render = () => {
    const items = shown();
    input.disabled = select.disabled;
    input.placeholder = items[0]!.label;
    if (typed === null) input.value = select.value ? (select.selectedOptions[0]?.text ?? '') : '';
    input.setAttribute('aria-expanded', String(open));
    popup.hidden = !open;
    if (open && items[active]) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
    if (!open) return;
    heading.textContent = typed ? messages.matches : messages.popular;
    list.replaceChildren(
      ...items.map((option, i) => {
        const li = document.createElement('li');
        li.id = `${listId}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(option.value === select.value && option.value !== ''));
        li.setAttribute('aria-label', option.label);
        li.title = option.label;
        li.textContent = cut(option.label, LABEL_MAX);
        li.className = `cursor-pointer rounded-lg px-2 py-1.5 text-sm ${
          i === active ? 'bg-brand-100 text-brand-900' : 'text-slate-800'
        } ${option.value && option.value === select.value ? 'font-bold' : ''}`;
        // Keep focus in the input so the list does not close before the click lands.
        li.addEventListener('mousedown', (e) => e.preventDefault());
        li.addEventListener('click', () => choose(option.value));
        li.addEventListener('mouseenter', () => {
          active = i;
          render();
        });
        return li;
      }),
    );
    if (items.length === 1 && typed) {
      const none = document.createElement('li');
      none.setAttribute('role', 'presentation');
      none.className = 'col-span-2 px-2 py-1.5 text-sm text-slate-600';
      none.textContent = messages.none;
      list.append(none);
    }
  };

  const choose = (value: string) => {
    select.value = value;
    typed = null;
    open = false;
    render();
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  input.addEventListener('focus', () => {
    open = true;
    active = 0;
    render();
  });
  input.addEventListener('click', () => {
    open = true;
    render();
  });
  input.addEventListener('blur', () => {
    open = false;
    typed = null;
    render();
  });
  input.addEventListener('input', () => {
    typed = input.value;
    active = input.value ? 1 : 0;
    open = true;
    render();
  });
  input.addEventListener('keydown', (e) => {
    const count = shown().length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (open) active = (active + (e.key === 'ArrowDown' ? 1 : -1) + count) % count;
      open = true;
    } else if ((e.key === 'Home' || e.key === 'End') && open && !typed) {
      // With nothing typed, Home and End jump in the list; with text, they move the caret, as in any text box.
      e.preventDefault();
      active = e.key === 'Home' ? 0 : count - 1;
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = shown()[active];
      if (option) choose(option.value);
      return;
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      open = false;
      typed = null;
    } else {
      return;
    }
    render();
  });

  render();
  return { sync: render };
}
