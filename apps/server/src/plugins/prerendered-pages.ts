import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build's prerendered guest pages (apps/web/build-plugins/prerender): `prerendered/index.html`
 * for `/`, `prerendered/login.html` for `/login`, `prerendered/register.html` for `/register`
 * (its first step), each a copy of index.html with the page drawn ahead of time and one inline
 * script that shows it (on `/`, for a guest, also the page's own small script instead of the app;
 * on `/login` and `/register`, for a guest, their own build's scripts instead of the app's, which
 * is why the sign-in page's country twins and sign-up's later steps get them too, undrawn). Read
 * once at start: the route each serves,
 * and the hashes of their inline scripts, which the page policy then allows (and nothing else).
 * The signed-in routes get `preloaded/dashboard.html` or `preloaded/home.html`: index.html with
 * the chunks of their first screen preloaded from the head, and no inline script.
 */
export interface PrerenderedPages {
  /** The file (relative to the build) to send for a page route, when one was prerendered. */
  fileFor(pathname: string): string | undefined;
  scriptHashes: readonly string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Routes served the page of another: the sign-in page's country twins (SPEC §2). */
const SAME_PAGE: Record<string, string> = { '/login/254': '/login', '/login/255': '/login' };

export function readPrerenderedPages(distDir: string): PrerenderedPages {
  const dir = join(distDir, 'prerendered');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.html')) : [];
  const byRoute = new Map(
    files.map((name) => [name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, name]),
  );
  const hashes = new Set<string>();
  for (const name of files) {
    for (const [, script] of readFileSync(join(dir, name), 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(
        createHash('sha256')
          .update(script ?? '')
          .digest('base64'),
      );
    }
  }
  const preloaded = (name: string) =>
    existsSync(join(distDir, 'preloaded', name)) ? `preloaded/${name}` : undefined;
  return {
    fileFor(pathname) {
      const [path] = pathname.split('?');
      const route = path?.replace(/\/+$/, '') || '/';
      // A form is drawn at its first step; at a later one (sign-up's ?step=2) the page's script
      // draws nothing and loads the page's scripts, as it does on the sign-in page's twins.
      const name = byRoute.get(SAME_PAGE[route] ?? route);
      if (name) return `prerendered/${name}`;
      // The signed-in screens get index.html with their first chunks named in its head
      // (apps/web/build-plugins/signedInPreloads.ts); /home itself lands on the dashboard.
      if (route === '/home' || route === '/home/dashboard') return preloaded('dashboard.html');
      const signedIn = /^\/home(Api)?(\/|$)/.test(route);
      if (signedIn) return preloaded('home.html');
      return undefined;
    },
    scriptHashes: [...hashes],
  };
}
