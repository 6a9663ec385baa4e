import { MailMessages } from '@plumbing/shared';
import type { OutboxService } from '../mail';
import { SitePart, type SiteWarning } from './site-health.types';

/** What the owner must know about the site's own parts, said on every admin screen. */
export class SiteHealthService {
  constructor(private readonly deps: { outbox: OutboxService }) {}

  warnings(): SiteWarning[] {
    const warnings: SiteWarning[] = [];
    if (!this.deps.outbox.configured) warnings.push({ part: SitePart.email, title: MailMessages.notSetUp, action: MailMessages.setUpHint });
    return warnings;
  }
}
