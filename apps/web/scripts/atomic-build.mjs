import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';

/** Builds kept besides the one `dist` points at, for servers still serving them (below). */
const KEPT_PREVIOUS_BUILDS = 2;

/**
 * Builds the web app into a new folder under `builds/` and only then points `dist` at it, by
 * renaming a new symbolic link over the old one (rename is atomic): a server never sees a
 * half-built or empty `dist`. A running server keeps serving the build it started with (it
 * resolves `dist` once, apps/server/src/plugins/static-spa.ts), so the previous builds stay until
 * two newer ones exist, and an old page's lazy chunks are still there after a deploy.
 *
 * `build(outDir)` writes the files and resolves, or rejects to leave `dist` as it was.
 */
export async function buildAtomically({ webDir, build, now = Date.now }) {
  const buildsDir = join(webDir, 'builds');
  mkdirSync(buildsDir, { recursive: true });
  const name = `${now()}-${process.pid}`;
  const outDir = join(buildsDir, name);
  try {
    await build(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const dist = join(webDir, 'dist');
  // A `dist` folder from before builds were switched is moved aside once, as the oldest build.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    renameSync(dist, join(buildsDir, `0-${process.pid}-previous`));
  }
  const nextLink = join(webDir, `.dist-${name}`);
  symlinkSync(join('builds', name), nextLink);
  renameSync(nextLink, dist);
  pruneOldBuilds(buildsDir, name);
  return outDir;
}

function pruneOldBuilds(buildsDir, current) {
  const older = readdirSync(buildsDir)
    .filter((entry) => entry !== current)
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10));
  for (const entry of older.slice(KEPT_PREVIOUS_BUILDS)) {
    rmSync(join(buildsDir, entry), { recursive: true, force: true });
  }
}

/** Where `dist` points now (a build folder's name), or null before the first build. */
export function currentBuild(webDir) {
  const dist = join(webDir, 'dist');
  return existsSync(dist) && lstatSync(dist).isSymbolicLink() ? readlinkSync(dist) : null;
}
