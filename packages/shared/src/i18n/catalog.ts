import type { en } from './catalogs/en';

/** A message of the public site, by id: every catalog holds each one (catalogs/en.ts is the source). */
export type MessageId = keyof typeof en;
/** One language's words: an ICU MessageFormat text for every message id, and nothing else. */
export type Catalog = Readonly<Record<MessageId, string>>;
