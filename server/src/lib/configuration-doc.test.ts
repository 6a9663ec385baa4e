import fs from 'node:fs';
import { readConfig } from '../config/env';
import { SETTINGS } from '../config/settings';
import { CONFIGURATION_DOC_FILE, configurationDocWithSettings } from './configuration-doc';

/** The names readConfig reads from `env`. */
function namesRead(env: NodeJS.ProcessEnv): Set<string> {
  const read = new Set<string>();
  readConfig(
    new Proxy(env, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return Reflect.get(target, name);
      },
    }),
  );
  return read;
}

describe('docs/configuration.md', () => {
  it('lists every variable readConfig reads, and only those', () => {
    // S3_REGION is read only once the four other S3 settings are given.
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'photos', S3_ACCESS_KEY: 'key', S3_SECRET_KEY: 'secret' };
    const read = new Set([...namesRead({}), ...namesRead(s3)]);
    expect([...read].sort()).toEqual(SETTINGS.map((setting) => setting.name).sort());
  });

  it('has the table of variables as settings.ts declares them', () => {
    const page = fs.readFileSync(CONFIGURATION_DOC_FILE, 'utf8');
    if (configurationDocWithSettings(page) !== page)
      throw new Error('the table of docs/configuration.md is out of date: run `npm run codegen` and commit the result');
  });
});
