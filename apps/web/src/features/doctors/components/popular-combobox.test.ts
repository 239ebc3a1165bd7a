import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceCombobox } from './popular-combobox.ts';

const activeLabel = () => {
  const input = screen.getByRole('combobox', { name: 'City' });
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.getAttribute('aria-label') : null;
};

/** The select the server renders, enhanced; returns it (the form's field) too. */
function city() {
  document.body.innerHTML = `
    <form>
      <div class="relative">
        <label for="city">City</label>
        <select id="city" name="city">
          <option value="">Any city</option>
          <option value="cairo">Cairo</option>
          <option value="giza">Giza</option>
          <option value="alexandria">Alexandria</option>
        </select>
      </div>
    </form>`;
  const select = document.querySelector('select')!;
  enhanceCombobox(select, { popular: 'Most Popular', matches: 'Matches', none: 'Nothing matches' });
  return select;
}

describe('enhanceCombobox', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('puts a combobox named by the label over the select, which stays in the form, hidden', () => {
    const select = city();
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('placeholder')).toBe('Any city');
    expect(select.hidden).toBe(true);
    expect(new FormData(select.form!).get('city')).toBe('');
  });

  it('jumps to the ends of the list with Home and End, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const select = city();
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('listbox', { name: 'City' })).toBeTruthy();
    expect(activeLabel()).toBe('Any city');
    await user.keyboard('{End}');
    expect(activeLabel()).toBe('Alexandria');
    await user.keyboard('{Home}');
    expect(activeLabel()).toBe('Any city');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(select.value).toBe('cairo');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'City' }).value).toBe('Cairo');
    expect(new FormData(select.form!).get('city')).toBe('cairo');
  });

  it('leaves Home and End to the caret once something is typed', async () => {
    const user = userEvent.setup();
    city();
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
    await user.click(input);
    await user.keyboard('gi');
    expect(activeLabel()).toBe('Giza');
    await user.keyboard('{Home}');
    expect(input.selectionStart).toBe(0);
    expect(activeLabel()).toBe('Giza');
    await user.keyboard('{End}');
    expect(input.selectionStart).toBe(2);
    expect(activeLabel()).toBe('Giza');
  });

  it('says when nothing matches, and a click on an option chooses it', async () => {
    const user = userEvent.setup();
    const select = city();
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
    await user.click(input);
    await user.keyboard('zzz');
    expect(document.body.textContent).toContain('Nothing matches');
    await user.clear(input);
    await user.keyboard('al');
    await user.click(screen.getByRole('option', { name: 'Alexandria' }));
    expect(select.value).toBe('alexandria');
  });
});
