import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { msg } from '../../extension/src/shared/i18n.ts';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;
const catalog = (language: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../extension/static/_locales/${language}/messages.json`, import.meta.url), 'utf8')) as Messages;
const manifest = JSON.parse(readFileSync(new URL('../../extension/manifest.json', import.meta.url), 'utf8')) as Record<string, unknown> & { action: { default_title: string } };

describe("the extension's texts", () => {
  const en = catalog('en');
  const ko = catalog('ko');

  it('exist in Korean for every English message, with the same placeholders and no empty text', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(ko[key]!.message.trim(), key).not.toBe('');
      expect(Object.keys(ko[key]!.placeholders ?? {}), key).toEqual(Object.keys(en[key]!.placeholders ?? {}));
    }
  });

  it('name only messages that exist, from the manifest (English by default)', () => {
    expect(manifest.default_locale).toBe('en');
    const referenced = JSON.stringify(manifest).match(/__MSG_(\w+)__/g)!.map((m) => m.slice(6, -2));
    expect(referenced.length).toBeGreaterThan(0);
    for (const key of referenced) expect(en[key], key).toBeDefined();
  });

  it('keep the spec English outside the browser, with substitutions filled in', () => {
    expect(msg('saveToVidshelf')).toBe('Save to Vidshelf');
    expect(msg('alreadySaved')).toBe('Already saved');
    expect(msg('addressSaved', 'https://vidshelf.example.com')).toBe('Saved: https://vidshelf.example.com');
  });
});
