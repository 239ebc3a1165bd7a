// Enhances mobile-search-form.astro: "City is required" in the page's words (instead of the browser's bubble),
// the areas of the chosen city only, and a search that opens /doctors with only the fields filled in.
import { followCity, searchUrl } from './area-options.ts';

const form = document.querySelector<HTMLFormElement>('form[data-mobile-search]');
if (form) {
  const city = form.querySelector<HTMLSelectElement>('select[name=city]')!;
  const area = form.querySelector<HTMLSelectElement>('select[name=area]')!;
  const error = form.querySelector<HTMLElement>('#mobile-city-error')!;
  const showError = (shown: boolean) => {
    error.hidden = !shown;
    if (shown) {
      city.setAttribute('aria-invalid', 'true');
      city.setAttribute('aria-describedby', error.id);
    } else {
      city.removeAttribute('aria-invalid');
      city.removeAttribute('aria-describedby');
    }
    city.classList.toggle('border-red-600', shown);
    city.classList.toggle('border-slate-300', !shown);
  };
  form.noValidate = true;
  followCity(city, area);
  city.addEventListener('change', () => showError(false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!city.value) {
      showError(true);
      city.focus();
      return;
    }
    window.location.assign(searchUrl(form));
  });
}
