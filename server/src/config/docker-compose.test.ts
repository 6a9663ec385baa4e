import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env';

// Docker cannot run in the tests: the file is read as text.
const read = (name: string) => fs.readFileSync(path.join(REPO_ROOT, name), 'utf8');

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it('publishes only the app', () => {
    expect(compose.match(/^\s*ports:.*$/gm)?.map((line) => line.trim())).toEqual(['ports: ["4000:4000"]']);
  });

  it('ships no secret: each comes from .env, and compose stops with a clear message when one is missing', () => {
    const secrets = [...compose.matchAll(/^\s*(\w*(?:SECRET|PASSWORD)\w*):\s*(.*)$/gm)].map(([, name, value]) => ({ name, value }));
    expect(secrets.map((s) => s.name).sort()).toEqual(['JWT_SECRET', 'MINIO_ROOT_PASSWORD', 'POSTGRES_PASSWORD', 'S3_SECRET_KEY']);
    for (const { name, value } of secrets)
      expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^\$\{\w+:\?set \w+ in \.env\}$/) });
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/plumbing:\$\{POSTGRES_PASSWORD[:?}]/);
    expect(compose).not.toContain('change-me');
    // The push key pair too: the container's DATA_DIR would forget a generated one.
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) expect(compose).toContain(`${name}: \${${name}:?set ${name} in .env}`);
  });

  it('has a .env.example to copy, and .env is never committed', () => {
    const example = read('.env.example');
    for (const name of ['JWT_SECRET', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'])
      expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
    expect(read('.gitignore').split('\n')).toContain('.env');
  });
});
