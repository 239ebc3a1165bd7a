// Enhances search-card.astro: the tabs switch in place (arrow keys move between them), the selects become
// filtering lists (popular-combobox.ts), the area list follows the city, and a search opens /doctors with
// only the fields filled in.
import { followCity, searchUrl } from './area-options.ts';
import { enhanceCombobox, type ComboboxMessages } from './popular-combobox.ts';

const card = document.querySelector<HTMLElement>('[data-search-card]');
const form = card?.querySelector<HTMLFormElement>('form');
const panel = card?.querySelector<HTMLElement>('[role=tabpanel]');
if (card && form && panel) {
  const messages = JSON.parse(card.dataset.messages ?? '{}') as ComboboxMessages;
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`select[name=${name}]`)!;
  enhanceCombobox(select('specialty'), messages);
  const city = enhanceCombobox(select('city'), messages);
  const area = enhanceCombobox(select('area'), messages);
  followCity(select('city'), select('area'), () => area.sync());

  const tabs = [...card.querySelectorAll<HTMLAnchorElement>('[role=tab]')];
  const choose = (chosen: HTMLAnchorElement) => {
    const telehealth = chosen.dataset.tab === 'telehealth';
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.className = (selected ? tab.dataset.selectedClass : tab.dataset.unselectedClass) ?? '';
    }
    panel.setAttribute('aria-labelledby', chosen.id);
    for (const part of form.querySelectorAll<HTMLElement>('[data-book-only]')) {
      part.classList.toggle('hidden', telehealth);
      for (const field of part.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
        // The area stays disabled while no city is chosen (followCity).
        field.disabled = telehealth || (field.name === 'area' && !select('city').value);
      }
    }
    for (const part of form.querySelectorAll<HTMLElement>('[data-telehealth-only]')) {
      if (part instanceof HTMLInputElement) part.disabled = !telehealth;
      else part.classList.toggle('hidden', !telehealth);
    }
    city.sync();
    area.sync();
  };
  for (const tab of tabs) {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      choose(tab);
    });
    tab.addEventListener('keydown', (event) => {
      if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const next = tabs.find((other) => other !== tab)!;
      choose(next);
      next.focus();
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.location.assign(searchUrl(form));
  });
}
