/**
 * Keeps an area `<select>` to the areas of the chosen city. The server lists every area, grouped by city
 * (`<optgroup data-city>`), so that the form works before scripts; once they run, the list is the city's
 * areas only, and empty (disabled) until a city is chosen. Returns the update, for a city set by a script.
 */
export function followCity(city: HTMLSelectElement, area: HTMLSelectElement, onChange?: () => void): () => void {
  const any = area.querySelector<HTMLOptionElement>('option[value=""]')!;
  const groups = [...area.querySelectorAll('optgroup')].map((group) => ({
    city: group.dataset.city ?? '',
    options: [...group.querySelectorAll('option')],
  }));
  const apply = () => {
    const chosen = area.value;
    const options = groups.find((g) => g.city === city.value)?.options ?? [];
    area.replaceChildren(any, ...options);
    area.value = options.some((o) => o.value === chosen) ? chosen : '';
    area.disabled = !city.value;
    onChange?.();
  };
  city.addEventListener('change', apply);
  apply();
  return apply;
}

/** `/doctors?…` with the form's filled fields only (an empty select means "any"), as the search page reads it. */
export function searchUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  }
  const query = params.toString();
  return `${form.getAttribute('action') ?? '/doctors'}${query ? `?${query}` : ''}`;
}
