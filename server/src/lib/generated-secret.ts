import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-files';

/**
 * A secret generated on first start and kept in `dataDir/fileName` (mode 0600), so it survives
 * restarts of the embedded setup; instances sharing DATA_DIR read the one written first.
 */
export function generatedSecret(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const secret = generate();
  try {
    fs.writeFileSync(file, secret, { mode: PRIVATE_FILE, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another instance sharing DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
