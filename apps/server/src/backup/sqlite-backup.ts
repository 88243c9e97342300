import SQLite from 'better-sqlite3';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { installationSecrets } from '../security/installation-secrets.ts';
import { runningServer } from './running-mark.ts';

export const DATABASE_FILE = 'pesabridge.sqlite';
const UPLOADS = 'uploads';

export interface BackupSummary {
  file: string;
  secrets: number;
  uploads: number;
  /** Where uploads live when they are not in the backup (an S3 bucket). */
  uploadsElsewhere?: string;
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isFile());
}

/**
 * One file holding a consistent copy of a SQLite installation, taken while the app runs: the
 * database through SQLite's online backup API (a snapshot, whatever is written meanwhile), then,
 * in a table of that copy, the installation secrets kept in DATA_DIR (without them merchants' API
 * secrets cannot be decrypted) and the uploads of the local file store. Uploads are copied after
 * the snapshot: a file is stored before the row that names it, so every upload the copy knows of
 * is in it. With S3 the bucket is named instead. Written beside the target and renamed into
 * place, so a backup file is always whole.
 */
export async function backupSqlite(options: {
  dataDir: string;
  target: string;
  s3Bucket?: string;
}): Promise<BackupSummary> {
  const { dataDir, target } = options;
  if (existsSync(target)) throw new Error(`${target} exists already: name a new file`);
  const databasePath = join(dataDir, DATABASE_FILE);
  if (!existsSync(databasePath)) throw new Error(`No database at ${databasePath}`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const live = new SQLite(databasePath, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(partial);
  } finally {
    live.close();
  }
  const copy = new SQLite(partial);
  try {
    copy.exec(
      'CREATE TABLE backup_files (path TEXT PRIMARY KEY, private INTEGER NOT NULL, content BLOB NOT NULL)',
    );
    const add = copy.prepare('INSERT INTO backup_files (path, private, content) VALUES (?, ?, ?)');
    let secrets = 0;
    let uploads = 0;
    copy.transaction(() => {
      for (const { file } of Object.values(installationSecrets)) {
        const path = join(dataDir, file);
        if (existsSync(path)) {
          add.run(file, 1, readFileSync(path));
          secrets++;
        }
      }
      if (!options.s3Bucket) {
        for (const path of filesUnder(join(dataDir, UPLOADS))) {
          add.run(relative(dataDir, path).split(sep).join('/'), 1, readFileSync(path));
          uploads++;
        }
      }
    })();
    copy.pragma('journal_mode = DELETE');
    copy.close();
    renameSync(partial, target);
    return {
      file: target,
      secrets,
      uploads,
      ...(options.s3Bucket && { uploadsElsewhere: `S3 bucket ${options.s3Bucket}` }),
    };
  } catch (error) {
    if (copy.open) copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Brings a backup back on a stopped app: checks the file (SQLite's integrity check and our
 * table), writes its secrets and uploads into DATA_DIR, and swaps the database in. What was there
 * is moved aside (`*.before-restore-<time>`), never deleted: a restore can be undone by hand.
 */
export function restoreSqlite(options: { dataDir: string; source: string; now?: Date }) {
  const { dataDir, source } = options;
  const running = runningServer(dataDir);
  if (running !== undefined) {
    throw new Error(`The server (process ${running}) is running on ${dataDir}: stop it first`);
  }
  if (!existsSync(source)) throw new Error(`No backup at ${source}`);
  mkdirSync(dataDir, { recursive: true });
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const incoming = join(dataDir, `${DATABASE_FILE}.restoring`);
  writeFileSync(incoming, readFileSync(source));
  const copy = new SQLite(incoming);
  let files: Array<{ path: string; private: number; content: Buffer }>;
  try {
    const [check] = copy.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (check?.integrity_check !== 'ok')
      throw new Error(`${source} is damaged: ${check?.integrity_check}`);
    files = copy.prepare('SELECT path, private, content FROM backup_files').all() as typeof files;
    copy.exec('DROP TABLE backup_files');
    copy.exec('VACUUM');
    copy.close();
  } catch (error) {
    if (copy.open) copy.close();
    rmSync(incoming, { force: true });
    throw error instanceof Error && /no such table/.test(error.message)
      ? new Error(`${source} is not a PesaBridge backup`)
      : error;
  }
  const uploadsDir = join(dataDir, UPLOADS);
  if (existsSync(uploadsDir)) renameSync(uploadsDir, `${uploadsDir}.before-restore-${stamp}`);
  for (const file of files) {
    const path = join(dataDir, ...file.path.split('/'));
    if (existsSync(path)) renameSync(path, `${path}.before-restore-${stamp}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content, { mode: file.private ? 0o600 : 0o644 });
  }
  const databasePath = join(dataDir, DATABASE_FILE);
  for (const suffix of ['', '-wal', '-shm']) {
    const path = `${databasePath}${suffix}`;
    if (existsSync(path)) renameSync(path, `${path}.before-restore-${stamp}`);
  }
  renameSync(incoming, databasePath);
  return { files: files.length };
}
