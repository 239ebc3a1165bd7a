import { fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { ChatOptions, MAX_SHOWN_OPTIONS } from './chat-options.tsx';

const regions = [
  'الرأس',
  'الوجه أو الفم أو الأسنان',
  'العين',
  'الأذن',
  'الزور أو الرقبة',
  'الصدر',
  'أعلى البطن (فم المعدة)',
  'أسفل البطن',
  'الجنب (الخاصرة)',
  'الظهر',
  'الأربية أو الأعضاء التناسلية أو الشرج',
  'الذراع أو اليد',
  'الرجل أو القدم',
  'لا أعرف',
];

describe('ChatOptions', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await setupTestI18n('ar');
    i18n.addResourceBundle('en', 'chat', en);
    i18n.addResourceBundle('ar', 'chat', ar);
  });

  it('shows a short list whole, without a search box', () => {
    const onOption = vi.fn();
    render(<ChatOptions options={['نعم', 'لا', 'لا أعرف']} onOption={onOption} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'لا' }));
    expect(onOption).toHaveBeenCalledWith('لا');
  });

  it('shows at most about ten of a long list, always with "don\'t know", and searches all of it', () => {
    const onOption = vi.fn();
    render(<ChatOptions options={regions} onOption={onOption} />);
    const group = screen.getByRole('group');
    const shown = within(group).getAllByRole('button');
    expect(shown.length).toBeLessThanOrEqual(MAX_SHOWN_OPTIONS);
    expect(shown.at(-1)!.textContent).toBe('لا أعرف');
    expect(within(group).queryByRole('button', { name: 'الرجل أو القدم' })).toBeNull();

    // Typed without hamza or ta marbuta, as people type.
    fireEvent.input(screen.getByRole('searchbox', { name: ar.input.searchOptions }), { target: { value: 'الرجل' } });
    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'الرجل أو القدم' }));
    expect(onOption).toHaveBeenCalledWith('الرجل أو القدم');

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'اعلي البطن' } });
    expect(
      within(screen.getByRole('group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['أعلى البطن (فم المعدة)']);

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText(ar.input.noOptionMatch)).toBeTruthy();
  });
});
