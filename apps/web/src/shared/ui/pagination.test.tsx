import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../test-i18n.ts';
import { neighbours, pageCount } from './pager.ts';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  beforeAll(async () => {
    await setupTestI18n('en');
  });

  it('shows nothing when everything fits one page', () => {
    const { container } = render(<Pagination page={1} pages={1} onPage={() => {}} label="Result pages" />);
    expect(container.innerHTML).toBe('');
  });

  it('is a named landmark that moves one page at a time and stops at either end', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={1} pages={3} onPage={onPage} label="Result pages" />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.click(next);
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={3} pages={3} onPage={onPage} label="Result pages" />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('takes more precise words for its buttons', () => {
    render(<Pagination page={2} pages={3} onPage={() => {}} label="Review pages" previous="Newer" next="Older" />);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' })).toBeTruthy();
  });

  it('writes Arabic in Arabic words and digits, as dates and prices are', async () => {
    await i18next.changeLanguage('ar');
    try {
      render(<Pagination page={2} pages={12} onPage={() => {}} label="صفحات النتائج" />);
      const nav = screen.getByRole('navigation', { name: 'صفحات النتائج' });
      expect(nav.textContent).toContain('صفحة ٢ من ١٢');
      expect(screen.getByRole('button', { name: 'السابق' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'التالي' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the pages a pager leads to', () => {
  it('counts at least one page, and a last page partly full', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(500, 20)).toBe(25);
  });

  it('has no "previous" on the first page, no "next" on the last, and from past the end leads back to the last', () => {
    expect(neighbours(1, 3)).toEqual({ previous: null, next: 2 });
    expect(neighbours(2, 3)).toEqual({ previous: 1, next: 3 });
    expect(neighbours(3, 3)).toEqual({ previous: 2, next: null });
    expect(neighbours(9, 3)).toEqual({ previous: 3, next: null });
  });
});
