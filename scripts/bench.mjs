#!/usr/bin/env node
// Runs every server bench in turn and prints its figures. Benchmarks measure; they never assert.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('../apps/server/bench/', import.meta.url));
const only = process.argv[2];
const files = readdirSync(benchDir).filter(
  (f) => f.endsWith('.bench.ts') && (!only || f.includes(only)),
);
let failed = false;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  // --expose-gc: benches that measure memory collect garbage before reading it.
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', `${benchDir}${file}`],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
