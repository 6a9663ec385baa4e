import { OFF_SITE_BACKUP_DAYS, SETUP_STEP_IDS, type SetupStepId } from '@plumbing/shared';
import { Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../lib/graphql-enum';
import type { BackupService } from '../backups';
import type { BusinessProfileService } from '../business';
import type { OutboxService } from '../mail';
import type { PushService } from '../push';

export const SetupStep = graphqlEnum('SetupStep', SETUP_STEP_IDS, 'What a new site needs before it serves a business well');

@ObjectType({ description: 'One step of the setup checklist Today shows until every step is done' })
export class SetupChecklistItem {
  @Field(() => SetupStep)
  step: SetupStepId;

  @Field()
  done: boolean;
}

export interface SetupChecklistDeps {
  business: BusinessProfileService;
  outbox: OutboxService;
  push: PushService;
  backups: BackupService;
}

/** Which steps of the setup checklist are done, in the order Today lists them. */
export async function setupChecklist({ business, outbox, push, backups }: SetupChecklistDeps, now: Date): Promise<SetupChecklistItem[]> {
  const [facts, devices, downloadedAt] = await Promise.all([business.facts(), push.devices(), backups.lastDownloadedAt()]);
  const done: Record<SetupStepId, boolean> = {
    licence: facts.licenceNumbers.length > 0,
    email: outbox.configured,
    notifications: devices.length > 0,
    reviewLink: Boolean(facts.reviewUrl),
    offSiteBackup: downloadedAt !== null && now.getTime() - downloadedAt.getTime() <= OFF_SITE_BACKUP_DAYS * 86_400_000,
  };
  return SETUP_STEP_IDS.map((step) => ({ step, done: done[step] }));
}
