import { createInstance, type i18n, type ResourceKey } from 'i18next';
import type { Language } from './languages.ts';
import { sharedOptions, withReadersDigits } from './setup.ts';

// On the server every string is at hand: bundled into the renderer, not fetched (decision 011).
const coreBundles = import.meta.glob<ResourceKey>('./locales/*.json', { eager: true, import: 'default' });
const featureBundles = import.meta.glob<ResourceKey>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

function stringsOf(language: Language): Record<string, ResourceKey> {
  const namespaces: Record<string, ResourceKey> = { common: coreBundles[`./locales/${language}.json`]! };
  for (const [file, strings] of Object.entries(featureBundles)) {
    const [, namespace, lng] = /^\.\.\/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file)!;
    if (lng === language) namespaces[namespace!] = strings;
  }
  return namespaces;
}

const strings = { ar: stringsOf('ar'), en: stringsOf('en') };

/**
 * An instance for one render on the server, ready at once. It records the namespaces the render used
 * (react-i18next reports them), which the browser loads before it takes the page over.
 */
export function serverI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.init({
    ...sharedOptions,
    lng: language,
    ns: Object.keys(strings[language]),
    resources: { [language]: strings[language] },
    initAsync: false,
  });
  return withReadersDigits(instance);
}
