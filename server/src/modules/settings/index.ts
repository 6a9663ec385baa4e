import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import { Setting } from './setting.entity';
import { SettingsService } from './settings.service';

/** Spec §3's settings documents, one JSON value per key. */
export const settingsModule = domainModule({
  name: 'settings',
  entities: [Setting],
  createServices: ({ db, changeEvents }: ModuleDeps<{ changeEvents: ChangeEventService }>) => ({
    settings: new SettingsService(db, changeEvents),
  }),
});

export type { SettingsService } from './settings.service';
