import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | string[] | Tree };

// Arabic has more plural forms than English; a key counts once whatever its plural suffix.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keys(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = `${prefix}${k.replace(pluralSuffix, '')}`;
    if (typeof v === 'object' && !Array.isArray(v)) for (const nested of keys(v, `${path}.`)) out.add(nested);
    else out.add(path);
  }
  return out;
}

function emptyValues(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    if (typeof v === 'string') return v.trim() === '' ? [`${prefix}${k}`] : [];
    if (Array.isArray(v)) return v.some((s) => s.trim() === '') ? [`${prefix}${k}`] : [];
    return emptyValues(v, `${prefix}${k}.`);
  });
}

const bundles = import.meta.glob<Tree>(['./locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

const byNamespace = new Map<string, Partial<Record<'ar' | 'en', Tree>>>();
for (const [file, tree] of Object.entries(bundles)) {
  const match = /(?:features\/([^/]+)\/)?locales\/(ar|en)\.json$/.exec(file);
  if (!match) continue;
  const namespace = match[1] ?? 'common';
  const entry = byNamespace.get(namespace) ?? {};
  entry[match[2] as 'ar' | 'en'] = tree;
  byNamespace.set(namespace, entry);
}

function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : strings(v)));
}

// The placeholders that hold numbers: each goes through the number format, which writes the reader's digits
// (decision 012).
const bareNumber = /\{\{(count|total|from|to|max|n|page|pages|step|steps|year|rating)\}\}/;

describe('translations', () => {
  it('finds the shell strings', () => {
    expect(byNamespace.has('common')).toBe(true);
  });

  for (const [namespace, { ar, en }] of byNamespace) {
    it(`${namespace}: Arabic and English have the same keys and no empty strings`, () => {
      expect(ar, `${namespace} has no ar.json`).toBeDefined();
      expect(en, `${namespace} has no en.json`).toBeDefined();
      const arKeys = keys(ar!);
      const enKeys = keys(en!);
      expect(
        [...arKeys].filter((k) => !enKeys.has(k)),
        'only in Arabic',
      ).toEqual([]);
      expect(
        [...enKeys].filter((k) => !arKeys.has(k)),
        'only in English',
      ).toEqual([]);
      expect(emptyValues(ar!)).toEqual([]);
      expect(emptyValues(en!)).toEqual([]);
    });

    it(`${namespace}: numbers are written with the number format`, () => {
      expect([...strings(ar!), ...strings(en!)].filter((s) => bareNumber.test(s))).toEqual([]);
    });
  }
});
