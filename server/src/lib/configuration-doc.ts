import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/env';
import { SETTINGS } from '../config/settings';
import { withGeneratedSection } from './generated-section';

/** The operators' page, whose table of environment variables is written from config/settings.ts (`npm run codegen`). */
export const CONFIGURATION_DOC_FILE = path.join(REPO_ROOT, 'docs', 'configuration.md');
const SETTINGS_TABLE = {
  file: 'docs/configuration.md',
  start: '<!-- settings: written by `npm run codegen` from server/src/config/settings.ts -->',
  end: '<!-- end of settings -->',
};

/** A table cell: a pipe would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The page's text with its table as settings.ts declares the variables now. */
export function configurationDocWithSettings(page: string): string {
  const rows = SETTINGS.map((setting) => `| \`${setting.name}\` | ${cell(setting.default)} | ${cell(setting.meaning)} |`);
  return withGeneratedSection(page, SETTINGS_TABLE, ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n'));
}

/** Rewrites the table of docs/configuration.md (npm run codegen). */
export function writeConfigurationDoc(): void {
  fs.writeFileSync(CONFIGURATION_DOC_FILE, configurationDocWithSettings(fs.readFileSync(CONFIGURATION_DOC_FILE, 'utf8')));
}
