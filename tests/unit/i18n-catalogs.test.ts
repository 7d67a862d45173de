import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = new URL('../../web/src/locales/', import.meta.url).pathname;
const languages = readdirSync(localesDir).sort();
const namespacesOf = (language: string) =>
  readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

type Catalog = { [key: string]: string | Catalog };
const load = (language: string, namespace: string): Catalog =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalog;

/** Flattens a catalog into `a.b.c` → text. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** i18next plural keys differ by language (Korean has only `_other`); compare their base keys. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('exist for English and Korean', () => {
    expect(languages).toEqual(['en', 'ko']);
  });

  it('have the same namespaces in every language', () => {
    expect(namespacesOf('ko')).toEqual(namespacesOf('en'));
  });

  for (const namespace of namespacesOf('en')) {
    describe(`namespace ${namespace}`, () => {
      const en = flatten(load('en', namespace));
      const ko = flatten(load('ko', namespace));

      it('has every English key in Korean and no Korean key that English lacks', () => {
        const enKeys = [...new Set([...en.keys()].map(baseKey))].sort();
        const koKeys = [...new Set([...ko.keys()].map(baseKey))].sort();
        expect(koKeys).toEqual(enKeys);
      });

      it('has no empty text', () => {
        const empty = [...en, ...ko].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect(empty).toEqual([]);
      });

      it('uses the same placeholders in both languages', () => {
        const mismatched = [...en]
          .filter(([key]) => ko.has(key) || ko.has(`${baseKey(key)}_other`))
          .filter(([key, text]) => {
            const korean = ko.get(key) ?? ko.get(`${baseKey(key)}_other`) ?? '';
            return placeholders(korean).join() !== placeholders(text).join();
          })
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      });
    });
  }
});
