import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { BackupService } from './backup.service';
import { BackupFileInfo, BackupStartPayload, BackupStatus } from './backup.types';
import { OwnerOnly, type RequestContext } from '../auth';

@Resolver()
export class BackupResolver {
  constructor(private readonly services: { backups: BackupService }) {}

  @OwnerOnly()
  @Query(() => [BackupFileInfo], { description: 'The backups kept, newest first' })
  backups(): Promise<BackupFileInfo[]> {
    return this.services.backups.list();
  }

  @OwnerOnly()
  @Query(() => BackupStatus)
  async backupStatus(): Promise<BackupStatus> {
    const { settings, ...status } = await this.services.backups.status();
    return {
      ...status,
      keepDaily: settings.keepDaily,
      keepWeekly: settings.keepWeekly,
      directory: settings.dir,
      keyFile: this.services.backups.keyFile(),
    };
  }

  @OwnerOnly()
  @Mutation(() => BackupStartPayload, { description: 'Starts a backup now; its progress shows in backupStatus' })
  async backUpNow(): Promise<BackupStartPayload> {
    const { ok, error } = await this.services.backups.start();
    return { ok, error: error ?? null };
  }

  @OwnerOnly()
  @Mutation(() => String, {
    description: "The site's backup key, which a restore on a new machine needs (--key-file); the owner's password is asked again",
  })
  backupKey(@Arg('password') password: string, @Ctx() { admin, clientAddress }: RequestContext): Promise<string> {
    return this.services.backups.keyFor(admin!, password, clientAddress);
  }
}
