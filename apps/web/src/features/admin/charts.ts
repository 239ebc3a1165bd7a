import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { Language } from '../../i18n/languages.ts';
import { localeOf } from '../../i18n/languages.ts';
import { dateFormat, numberFormat } from '../../shared/intl.ts';

// Only what the dashboard draws: ECharts' modular build keeps the rest out of the server's bundle.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

export interface ChartSeries {
  name: string;
  values: number[];
  colour: string;
  kind?: 'line' | 'bar';
}

export interface TimeChart {
  /** Said to screen readers as the chart's name (the figure's caption says it to everyone). */
  label: string;
  dates: string[];
  series: ChartSeries[];
  language: Language;
}

const WIDTH = 720;
const HEIGHT = 280;
const FONT = 'Cairo, sans-serif';

/**
 * A chart of values per day as an SVG string, drawn on the server by Apache ECharts (its server-side
 * rendering, no DOM): the page gets a picture that needs no script (the admin pages work without it).
 * Right to left in Arabic: time runs from the right, the value axis stands on the right, and numbers and
 * dates are written in the page's locale (Arabic-Indic digits).
 */
export function timeChart({ label, dates, series, language }: TimeChart): string {
  const rtl = language === 'ar';
  const locale = localeOf(language);
  const numbers = numberFormat(locale, { maximumFractionDigits: 0 });
  const days = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  try {
    chart.setOption({
      animation: false,
      textStyle: { fontFamily: FONT, fontSize: 13 },
      legend: { top: 0, [rtl ? 'right' : 'left']: 0, selectedMode: false, textStyle: { fontFamily: FONT } },
      grid: { top: 40, bottom: 8, left: 8, right: 8, containLabel: true },
      xAxis: {
        type: 'category',
        inverse: rtl,
        data: dates,
        axisLabel: { formatter: (date: string) => days.format(new Date(`${date}T00:00:00Z`)), hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        position: rtl ? 'right' : 'left',
        minInterval: 1,
        axisLabel: { formatter: (value: number) => numbers.format(value) },
      },
      series: series.map((s) => ({
        name: s.name,
        type: s.kind ?? 'line',
        data: s.values,
        color: s.colour,
        symbol: 'none',
        emphasis: { disabled: true },
        ...(s.kind === 'bar' ? { barMaxWidth: 12 } : { lineStyle: { width: 2 } }),
      })),
    });
    return withoutInlineStyles(chart.renderToSVGString(), label);
  } finally {
    chart.dispose();
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * ECharts writes its text's font as `style` attributes and hover rules in a `<style>` element; the
 * Content-Security-Policy (style-src 'self') refuses both in a page. Hover does nothing without its script,
 * so the element goes; each `style` becomes the SVG presentation attributes it stands for (font-size,
 * font-family, font-weight), which the policy allows. The chart scales to its box (viewBox, no fixed size)
 * and is one image with a name for screen readers.
 */
export function withoutInlineStyles(svg: string, label: string): string {
  return svg
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/ style="([^"]*)"/g, (_all, declarations: string) =>
      declarations
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter(([name, value]) => name && value && /^[a-z-]+$/.test(name))
        .map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`)
        .join(''),
    )
    .replace(
      /^<svg width="\d+" height="\d+"/,
      `<svg class="h-auto w-full" role="img" aria-label="${escapeAttribute(label)}"`,
    );
}
