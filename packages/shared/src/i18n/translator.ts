import { IntlMessageFormat, type Formats } from 'intl-messageformat';
import type { Catalog, MessageId, ParsedCatalog } from './catalog';
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

/** The date and time styles of ICU messages (`{when, date, long}`), in `timeZone`. */
function formatsIn(timeZone: string): Partial<Formats> {
  const zoned = (styles: Record<string, Intl.DateTimeFormatOptions>) =>
    Object.fromEntries(Object.entries(styles).map(([style, options]) => [style, { ...options, timeZone }]));
  return { date: zoned(IntlMessageFormat.formats.date), time: zoned(IntlMessageFormat.formats.time) };
}

/**
 * One catalog's messages formatted by FormatJS's `intl-messageformat` (ICU MessageFormat), each
 * message's formatter built once. The catalog holds message texts, or in the browser their parsed
 * form (web/precompiled-catalogs-plugin.ts). `timeZone`: the business's, in which dates and times
 * are formatted. A message that is missing or fails (a value missing) is reported (console.error)
 * and shows its id, as FormatJS's own `formatMessage` does.
 */
export function createTranslator(locale: Locale, messages: Catalog | ParsedCatalog, timeZone?: string): Translator {
  const formats = timeZone ? formatsIn(timeZone) : undefined;
  const formatters = new Map<MessageId, IntlMessageFormat>();
  const format = (id: MessageId, values?: object): unknown => {
    try {
      let formatter = formatters.get(id);
      if (!formatter) {
        const message = messages[id];
        if (message === undefined) throw new Error('no such message in the catalog');
        formatters.set(id, (formatter = new IntlMessageFormat(message, locale, formats)));
      }
      return formatter.format(values as Record<string, string>);
    } catch (error) {
      // The console of whichever runtime this runs in (the shared package is typed without Node's or the DOM's).
      (globalThis as { console?: { error(message: string): void } }).console?.error(
        `[${locale}] message "${id}": ${error instanceof Error ? error.message : String(error)}`,
      );
      return id;
    }
  };
  const translate = (id: MessageId, values?: MessageValues) => String(format(id, values));
  const rich = <Part>(id: MessageId, values: Record<string, string | number | ((chunks: Array<string | Part>) => Part)>) =>
    [format(id, values)].flat() as Array<string | Part>;
  return Object.assign(translate, { locale, rich });
}
