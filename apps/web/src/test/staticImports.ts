import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * Follows the static imports (not `import()`, which loads on demand) from `entry` (a path
 * under `src`) and returns each package import that `matches`, as "importing file → module".
 */
export function packageImportsReachableFrom(
  src: string,
  entry: string,
  matches: (specifier: string) => boolean,
): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.') && /\.tsx?$/.test(specifier)) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) visit(target);
        else found.push(`${relative(src, file)} → missing ${specifier}`);
      } else if (matches(specifier)) {
        found.push(`${relative(src, file)} → ${specifier}`);
      }
    }
  };
  visit(resolve(src, entry));
  return found;
}

/** Every source file reachable through static imports from `entry`, as paths under `src`. */
export function filesReachableFrom(src: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.') || !/\.tsx?$/.test(specifier)) continue;
      const target = resolve(dirname(file), specifier);
      if (existsSync(target)) visit(target);
    }
  };
  visit(resolve(src, entry));
  return [...seen].map((file) => relative(src, file));
}

/** antd's App context is two React contexts: the toast API is provided without antd itself. */
const ANTD_ALLOWED = new Set(['antd/es/app/context']);

/** Each antd import reachable through static imports from `entry` (a path under `src`). */
export const antdImportsReachableFrom = (src: string, entry: string) =>
  packageImportsReachableFrom(
    src,
    entry,
    (specifier) =>
      (specifier === 'antd' || specifier.startsWith('antd/')) && !ANTD_ALLOWED.has(specifier),
  );
