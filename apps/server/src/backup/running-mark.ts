import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = 'server.pid';

/**
 * A server on a SQLite data directory names itself in `DATA_DIR/server.pid` while it runs, so a
 * restore can refuse to swap the database under it. Returns the function that removes the mark.
 */
export function markRunning(dataDir: string): () => void {
  const path = join(dataDir, MARK);
  writeFileSync(path, String(process.pid));
  return () => {
    if (existsSync(path) && readFileSync(path, 'utf8') === String(process.pid)) rmSync(path);
  };
}

/** The process id of a server still running on this data directory, if one is. */
export function runningServer(dataDir: string): number | undefined {
  const path = join(dataDir, MARK);
  if (!existsSync(path)) return undefined;
  const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // a mark left by a process that died: nothing runs
  }
}
