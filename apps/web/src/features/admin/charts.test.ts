import { describe, expect, it } from 'vitest';
import { timeChart } from './charts.ts';

const chart = (language: 'ar' | 'en') =>
  timeChart({
    label: 'Bookings <per day>',
    dates: ['2026-11-25', '2026-11-26', '2026-11-27'],
    series: [
      { name: 'Bookings', values: [1, 1234, 2], colour: '#0b6e6e' },
      { name: 'Sign-ups', values: [0, 1, 0], colour: '#b45309', kind: 'bar' },
    ],
    language,
  });

describe('the dashboard charts', () => {
  it('are SVG the Content-Security-Policy allows: no style attribute or element, a name, no fixed size', () => {
    const svg = chart('en');
    expect(svg).toMatch(/^<svg class="h-auto w-full" role="img" aria-label="Bookings &lt;per day&gt;"/);
    expect(svg).not.toMatch(/style[ =>]/);
    expect(svg).toContain('font-family="Cairo, sans-serif"');
    expect(svg).toContain('viewBox="0 0 720 280"');
    expect(svg).toContain('>25 Nov<');
    expect(svg).toContain('>1,200<');
  });

  it('run from the right in Arabic, with Arabic-Indic digits', () => {
    const english = chart('en');
    const arabic = chart('ar');
    expect(arabic).toContain('>٢٥ نوفمبر<');
    expect(arabic).toContain('>١٬٢٠٠<');
    // The first day's label: near the left edge in English, near the right one in Arabic.
    const x = (svg: string, text: string) =>
      Number(new RegExp(`translate\\(([\\d.]+) [\\d.]+\\)"[^>]*>${text}<`).exec(svg)?.[1]);
    expect(x(english, '25 Nov')).toBeLessThan(360);
    expect(x(arabic, '٢٥ نوفمبر')).toBeGreaterThan(360);
  });
});
