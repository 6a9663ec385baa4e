// The public site's catalogs (packages/shared/src/i18n/catalogs, issue #41): complete both ways,
// the same placeholders and tags in every language, and no message that no code asks for.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import fs from 'node:fs';
import path from 'node:path';
import { en, es, type Catalog } from '@plumbing/shared';
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

/** Every source file of the server, the web app and the shared package but the catalogs and the tests. */
function sourceTexts(): string {
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
  for (const dir of ['server/src', 'web/src', 'packages/shared/src']) visit(path.join(REPO_ROOT, dir));
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

  it('hold no message that no code uses', () => {
    const sources = sourceTexts();
    const unused = Object.keys(en).filter((id) => !sources.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});
