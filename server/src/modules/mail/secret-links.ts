import type { EntityManager } from 'typeorm';
import type { OutboxEmail } from './outbox-email.entity';
import type { TransportEmail } from './mail-transport';

/**
 * A link that is its holder's only credential (manage an appointment, unsubscribe): never stored.
 * An e-mail is written with this placeholder in its place, and the link is minted (its token's hash
 * saved) when the e-mail goes out, so the outbox, a dump or a backup holds no working link.
 */
export const secretLink = (name: string) => `{{secret-link:${name}}}`;

const PLACEHOLDER = /\{\{secret-link:([a-z-]+)\}\}/g;

/** What a minter knows of the e-mail it mints a link for: what goes out, whom it is about, in which language. */
export type SecretLinkEmail = TransportEmail & Partial<Pick<OutboxEmail, 'appointmentId' | 'locale'>>;

/** Makes the link `name` stands for, for one e-mail going out, its token's hash saved through `manager` before it goes. */
export type SecretLinkMinter = (manager: EntityManager, email: SecretLinkEmail) => Promise<string>;

/** The e-mail as it goes out: each placeholder replaced by a link minted for it (one per name, wherever it stands). */
export async function withSecretLinks<Email extends SecretLinkEmail>(
  email: Email,
  manager: EntityManager,
  minters: ReadonlyMap<string, SecretLinkMinter>,
): Promise<Email> {
  const texts = [email.text, email.html, ...Object.values(email.headers)];
  const names = new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1])));
  if (names.size === 0) return email;
  const links = new Map<string, string>();
  for (const name of names) {
    const mint = minters.get(name);
    if (!mint) throw new Error(`no minter for the secret link ${name}`);
    links.set(name, await mint(manager, email));
  }
  const fill = (text: string) => text.replace(PLACEHOLDER, (_match, name: string) => links.get(name)!);
  return {
    ...email,
    text: fill(email.text),
    html: fill(email.html),
    headers: Object.fromEntries(Object.entries(email.headers).map(([key, value]) => [key, fill(value)])),
  };
}
