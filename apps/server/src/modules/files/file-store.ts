import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are `<mainUserId>/<random>.<ext>` (see file-type.ts). */
export interface FileStore {
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
}

/** Files on local disk under DATA_DIR/uploads, outside the web root, readable only by us. */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  /** Defence in depth: the key is already checked against a strict pattern by the service. */
  private fullPath(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`file key outside the store: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.fullPath(key);
    await mkdir(dirname(full), { recursive: true, mode: 0o700 });
    await writeFile(full, data, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Readable | null> {
    const full = this.fullPath(key);
    try {
      if (!(await stat(full)).isFile()) return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return createReadStream(full);
  }
}
