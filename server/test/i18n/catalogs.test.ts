// The public site's catalogs (packages/shared/src/i18n/catalogs, issue #41): complete both ways,
// the same placeholders and tags in every language, and no message that no code asks for.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import fs from 'node:fs';
import path from 'node:path';
import { createTranslator, en, enAreas, es, esAreas, type Catalog, type MessageId } from '@plumbing/shared';
import { REPO_ROOT } from '../../src/config/env';

const CATALOGS: Record<string, Catalog> = { en, es };

/** The names a message is filled with and the tags it wraps, e.g. ['count', 'numbers', '<link>']. */
function slots(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      slots(element.children, found);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) slots(option.value, found);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      found.add(element.value);
    }
  }
  return found;
}

/** Every source file of `dirs` (the server, the web app, the shared package by default) but the catalogs and the tests. */
function sourceTexts(dirs = ['server/src', 'web/src', 'packages/shared/src']): string {
  const texts: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'catalogs' && entry.name !== 'gql') visit(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(fs.readFileSync(file, 'utf8'));
      }
    }
  };
  for (const dir of dirs) visit(path.join(REPO_ROOT, dir));
  return texts.join('\n');
}

describe('the catalogs', () => {
  it('hold the same messages, each with the same placeholders and tags', () => {
    const ids = Object.keys(en).sort();
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      expect({ locale, ids: Object.keys(catalog).sort() }).toEqual({ locale, ids });
      for (const id of ids) {
        const text = catalog[id as keyof Catalog];
        expect({ locale, id, empty: !text.trim() }).toEqual({ locale, id, empty: false });
        expect({ locale, id, slots: [...slots(parse(text))].sort() }).toEqual({
          locale,
          id,
          slots: [...slots(parse(en[id as keyof Catalog]))].sort(),
        });
      }
    }
  });

  it('divide into the same parts in every language: a page loads the parts it shows', () => {
    const parts = (areas: Record<string, object>) =>
      Object.fromEntries(Object.entries(areas).map(([area, words]) => [area, Object.keys(words).sort()]));
    expect(parts(esAreas)).toEqual(parts(enAreas));
    expect(
      Object.values(enAreas)
        .flatMap((words) => Object.keys(words))
        .sort(),
    ).toEqual(Object.keys(en).sort());
  });

  it('hold no message that no code uses', () => {
    const sources = sourceTexts();
    const unused = Object.keys(en).filter((id) => !sources.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it("leave the e-mails' words to the server: the browser's catalogs go without them (web/precompiled-catalogs-plugin.ts)", () => {
    const web = sourceTexts(['web/src']);
    expect(Object.keys(enAreas.mail).filter((id) => web.includes(`'${id}'`))).toEqual([]);
  });

  it('read as the browser gets them, parsed ahead (web/precompiled-catalogs-plugin.ts), say what the texts say', () => {
    for (const [locale, catalog] of Object.entries({ en, es })) {
      const parsed = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, parse(text)]));
      const fromTexts = createTranslator(locale as 'en' | 'es', catalog);
      const fromParsed = createTranslator(locale as 'en' | 'es', parsed);
      for (const id of Object.keys(catalog) as MessageId[]) {
        // Every value 1 (a plural's count too), every tag the text of its parts in brackets.
        const values = Object.fromEntries(
          [...slots(parse(catalog[id]))].map((slot) =>
            slot.startsWith('<') ? [slot.slice(1, -1), (chunks: string[]) => `[${chunks.join('')}]`] : [slot, 1],
          ),
        );
        expect([locale, id, fromParsed.rich<string>(id, values).join('')]).toEqual([
          locale,
          id,
          fromTexts.rich<string>(id, values).join(''),
        ]);
      }
    }
  });
});
