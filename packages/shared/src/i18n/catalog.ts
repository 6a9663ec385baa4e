import type { IntlMessageFormat } from 'intl-messageformat';
import type { en } from './catalogs/en';

/** A message of the public site, by id: every catalog holds each one (catalogs/en.ts is the source). */
export type MessageId = keyof typeof en;
/** One language's words: an ICU MessageFormat text for every message id, and nothing else. */
export type Catalog = Readonly<Record<MessageId, string>>;
/**
 * A catalog as the browser's build sends it (web/precompiled-catalogs-plugin.ts): each message
 * already parsed into its ICU tree, and the e-mails' words, which only the server writes, left out.
 */
export type ParsedCatalog = Readonly<Partial<Record<MessageId, Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>>>>;
