import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../../lib/private-files';
import { contentTypeOf } from './image-format';
import { assertObjectKey, isObjectKey, type ListOptions, type MediaStorage, type StoredObject } from './media-storage';

/**
 * Files under one directory; the object key is the relative path. Customers' photos are among
 * them: every folder is the site's own user's alone (0700), every file too (0600).
 */
export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  put(key: string, body: Buffer): Promise<void> {
    return this.write(key, (partial) => fs.promises.writeFile(partial, body));
  }

  putFile(key: string, source: string): Promise<void> {
    return this.write(key, (partial) => fs.promises.copyFile(source, partial));
  }

  /** Written beside and renamed into place: a reader never sees half a file. */
  private async write(key: string, writePartial: (partial: string) => Promise<void>): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writePartial(partial);
    // In a private folder from the start; the file's own mode too (copyFile keeps the source's).
    await fs.promises.chmod(partial, PRIVATE_FILE);
    await fs.promises.rename(partial, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return null;
      return { body: fs.createReadStream(file), size: stat.size, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(prefix: string, { storedBefore }: ListOptions = {}): Promise<string[]> {
    // Only the folder the prefix points into is read, not every upload there is.
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (folder && !isObjectKey(folder.slice(0, -1))) return [];
    let names: string[];
    try {
      names = (await fs.promises.readdir(path.join(this.root, ...folder.split('/')), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const listed = names.filter((name) => name.startsWith(prefix)).sort();
    if (!storedBefore) return listed;
    const stored = await Promise.all(
      listed.map((name) =>
        fs.promises.stat(this.pathOf(name)).then(
          (stat) => stat.mtime,
          () => null,
        ),
      ),
    );
    return listed.filter((_name, index) => stored[index] !== null && stored[index] < storedBefore);
  }

  async check(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true, mode: PRIVATE_FOLDER });
    await fs.promises.access(this.root, fs.constants.W_OK);
  }

  async delete(keys: string[]): Promise<void> {
    const directories = new Set<string>();
    for (const key of keys) {
      const file = this.pathOf(key);
      await fs.promises.rm(file, { force: true });
      directories.add(path.dirname(file));
    }
    // Empty folders are removed too, up to the root, so a deleted project leaves nothing behind.
    for (let dir of directories) {
      while (dir.startsWith(this.root + path.sep)) {
        try {
          await fs.promises.rmdir(dir);
        } catch {
          break; // not empty, or gone already
        }
        dir = path.dirname(dir);
      }
    }
  }
}
