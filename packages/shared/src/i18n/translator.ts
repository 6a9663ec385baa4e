import { createIntl, createIntlCache } from '@formatjs/intl';
import type { Catalog, MessageId } from './catalog';
import type { Locale } from './locale';

/** What a message is filled with: plain values, or, in the web app, a function that wraps a tagged part (`<b>…</b>`). */
export type MessageValues = Record<string, string | number>;

/** One language's words with their values filled in: t('nav.home'), t('footer.copyright', { year, name }). */
export interface Translator {
  readonly locale: Locale;
  (id: MessageId, values?: MessageValues): string;
  /** A message with tags (`<b>…</b>`), each turned into a `Part` by its function in `values`: the web app's rich texts. */
  rich<Part>(id: MessageId, values: Record<string, string | number | ((chunks: Array<string | Part>) => Part)>): Array<string | Part>;
}

// One cache for every translator: each message's parsed form and each Intl formatter are built once.
const cache = createIntlCache();

/**
 * FormatJS over one catalog. `timeZone`: the business's, in which dates and times are formatted. A
 * message that fails (a value missing) is reported by FormatJS (console.error) and shows its id.
 */
export function createTranslator(locale: Locale, messages: Catalog, timeZone?: string): Translator {
  const intl = createIntl(
    {
      locale,
      messages,
      timeZone,
      defaultLocale: 'en',
    },
    cache,
  );
  const translate = (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values);
  const rich = <Part>(id: MessageId, values: Record<string, string | number | ((chunks: Array<string | Part>) => Part)>) =>
    [
      (intl.formatMessage as (descriptor: { id: string }, values: object) => string | Part | Array<string | Part>)({ id }, values),
    ].flat() as Array<string | Part>;
  return Object.assign(translate, { locale, rich });
}
