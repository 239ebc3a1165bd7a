import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { PopularCombobox } from './popular-combobox.tsx';

const cities = [
  { value: 'cairo', label: 'Cairo' },
  { value: 'giza', label: 'Giza' },
  { value: 'alexandria', label: 'Alexandria' },
];

function City() {
  const [value, setValue] = useState<string | undefined>();
  return (
    <>
      <PopularCombobox label="City" anyLabel="Any city" options={cities} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const activeLabel = () => {
  const input = screen.getByRole('combobox', { name: 'City' });
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.getAttribute('aria-label') : null;
};

describe('PopularCombobox', () => {
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'doctors', en);
    i18n.addResourceBundle('ar', 'doctors', ar);
  });

  it('jumps to the ends of the list with Home and End, and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<City />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(activeLabel()).toBe('Any city');
    await user.keyboard('{End}');
    expect(activeLabel()).toBe('Alexandria');
    await user.keyboard('{Home}');
    expect(activeLabel()).toBe('Any city');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('cairo');
  });

  it('leaves Home and End to the caret once something is typed', async () => {
    const user = userEvent.setup();
    render(<City />);
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
});
