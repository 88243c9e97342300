import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the first screens (issue 16). Left to itself the bundler splits
 * the code by which lazy pages share each module: a signed-in phone's first visit of the
 * dashboard fetched about 110 files, on HTTP/1.1's six connections and a 150 ms round trip,
 * each with ~450 bytes of response headers. This plugin reads the module graph once it is
 * built and names a chunk for each set of modules that always load together:
 *
 * - `entry-deps`: what the entry imports (React, the router, i18next, the public header),
 *   which every page loads with the entry;
 * - `guest-shared`: what a guest's sign-in and sign-up pages share with the full app (the
 *   request layer's front, session start, kept input), which both load;
 * - `guest-forms`: the rest of what the sign-in and sign-up pages share (the plain fields,
 *   the card, the contact inputs): one file instead of about ten small ones, each of which cost
 *   a phone a round of response headers;
 * - `sign-up-shared`: the app's own form helpers that sign-up uses and the sign-in page does
 *   not (kept input, the steps, the plain form hook, the code button's countdown), which
 *   signed-in forms share: one file instead of seven on sign-up's first visit (issue 36);
 * - `app`: the rest of what the app's routes, guard, server state and request layer import
 *   (`app/FullApp.tsx`), which every signed-in page loads and a guest's first page does not;
 * - `shell-base`: what antd's providers share with the signed-in shell (the icons' context and
 *   helpers), so that the shell, which has no antd, does not load antd's providers for them;
 * - `antd-base`: antd's providers, theme and style engine (`AntdProviders.tsx`), which every
 *   page with antd loads;
 * - `shell`: the rest of the signed-in shell (layout, header, menus) and of the dashboard's
 *   shared components, which every signed-in screen loads with the layout.
 *
 * A module statically reachable from the public home page (and not from the entry) is never
 * moved: the home page's visitor loads only `entry-deps` of these chunks. Neither is a module
 * that only a guest's sign-in or sign-up page imports (issue 36: both are built without antd,
 * and the full app's server state was 17 KB of the sign-in page's 160 KB). The dashboard's own components stay in
 * its page chunk. Each group takes only what the previous ones left, and a module's imports
 * are reachable from the same roots, so the chunks import one another in one direction only.
 */
const ROOTS = {
  entry: /[\\/]src[\\/]main\.tsx$/,
  guestHome: /[\\/]src[\\/]features[\\/]marketing[\\/]pages[\\/]HomePage\.tsx$/,
  app: /[\\/]src[\\/]app[\\/]FullApp\.tsx$/,
  antd: /[\\/]src[\\/]app[\\/]providers[\\/]AntdProviders\.tsx$/,
  login: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/,
  register: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]RegisterPage\.tsx$/,
  // Sign-up's second step, which its page loads when the visitor gets there.
  registerPassword: /[\\/]src[\\/]features[\\/]auth[\\/]plain[\\/]RegisterPasswordStep\.tsx$/,
  layout: /[\\/]src[\\/]app[\\/]layouts[\\/]home[\\/]HomeLayout\.tsx$/,
  dashboard: /[\\/]src[\\/]features[\\/]dashboard[\\/]pages[\\/]DashboardPage\.tsx$/,
};
const DASHBOARD_OWN = /[\\/]src[\\/]features[\\/]dashboard[\\/]/;
/** The app's own helpers outside the features (`components/`, `lib/`), and what they import. */
const APP_HELPER = /[\\/]src[\\/](components|lib)[\\/]/;
/**
 * dayjs and its Chinese locale, which `lib/i18n.ts` imports when the language is Chinese, on
 * any page: moved into the signed-in chunks with the screens that show dates, they made every
 * Chinese guest load the full app's and the shell's chunks for them (issue 36).
 */
const ANY_PAGE_LAZY = /[\\/]node_modules[\\/]dayjs[\\/]/;

/**
 * Index files that re-export a whole library. Followed as they are, they would make every
 * component of antd (and every rule of the workspace packages) look reachable from any page
 * that imports one of them. antd's and the icons' are followed only to the components a
 * module names in its import; the workspace packages' are not followed (their modules keep
 * the bundler's own chunks).
 */
const BARRELS: { id: RegExp; from?: RegExp; path?: (name: string) => string }[] = [
  {
    id: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
    from: /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g,
    path: (name) => `/node_modules/antd/es/${kebab(name)}/index.js`,
  },
  {
    id: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
    from: /import\s*\{([^}]*)\}\s*from\s*['"]@ant-design\/icons['"]/g,
    path: (name) => `/node_modules/@ant-design/icons/es/icons/${name}.js`,
  },
  { id: /[\\/]packages[\\/][\w-]+[\\/]src[\\/]index\.ts$/ },
];
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The names a module imports from a barrel: `import { Card, type CardProps } from 'antd'`. */
export function namedImports(code: string, from: RegExp): string[] {
  return [...code.matchAll(from)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] as string),
  );
}

type Root = keyof typeof ROOTS;

/** The chunks, in order: a module's imports are in its own chunk, an earlier one or the entry. */
export const FIRST_SCREEN_CHUNKS = [
  'entry-deps',
  'guest-shared',
  'guest-forms',
  'sign-up-shared',
  'app',
  'shell-base',
  'antd-base',
  'shell',
];

/**
 * The chunk of each module that goes in one, given every module id and each one's imports
 * (barrels already resolved). Pure, so that it can be tested without a build.
 */
export function assignChunks(
  ids: readonly string[],
  importsOf: (id: string) => readonly string[],
): Map<string, string> {
  const reach = (root: Root): Set<string> => {
    const seen = new Set<string>();
    const queue = ids.filter((id) => ROOTS[root].test(id));
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...importsOf(id));
    }
    return seen;
  };
  const entry = reach('entry');
  const guestHome = reach('guestHome');
  const app = reach('app');
  const antd = reach('antd');
  const login = reach('login');
  const register = new Set([...reach('register'), ...reach('registerPassword')]);
  const guestForms = new Set([...login, ...register]);
  const shell = new Set([...reach('layout'), ...reach('dashboard')]);
  const chunkOf = new Map<string, string>();
  for (const id of ids) {
    if (entry.has(id)) {
      if (!ROOTS.entry.test(id)) chunkOf.set(id, 'entry-deps');
      continue;
    }
    if (guestHome.has(id) || ANY_PAGE_LAZY.test(id)) continue;
    if (guestForms.has(id)) {
      if (app.has(id)) chunkOf.set(id, 'guest-shared');
      else if (login.has(id) && register.has(id)) chunkOf.set(id, 'guest-forms');
      else if (register.has(id) && APP_HELPER.test(id)) chunkOf.set(id, 'sign-up-shared');
      continue;
    }
    if (app.has(id)) chunkOf.set(id, 'app');
    else if (antd.has(id) && shell.has(id)) chunkOf.set(id, 'shell-base');
    else if (antd.has(id)) chunkOf.set(id, 'antd-base');
    else if (shell.has(id) && !DASHBOARD_OWN.test(id)) chunkOf.set(id, 'shell');
  }
  return chunkOf;
}

export function firstScreenChunks() {
  let chunkOf = new Map<string, string>();
  const sources = new Map<string, string>();

  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('node_modules')) sources.set(id, code);
      return null;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const bySuffix = new Map(
        ids.map((id) => [id.slice(id.lastIndexOf('/node_modules/')), id] as const),
      );
      /** A module's imports, with a barrel replaced by the components the module names. */
      const importsOf = (id: string): string[] =>
        (this.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => {
          const barrel = BARRELS.find((b) => b.id.test(imported));
          if (!barrel) return [imported];
          if (!barrel.from || !barrel.path) return [];
          const path = barrel.path;
          return namedImports(sources.get(id) ?? '', barrel.from)
            .map((name) => bySuffix.get(path(name)))
            .filter((found): found is string => found !== undefined);
        });
      chunkOf = assignChunks(ids, importsOf);
    },
  };
  const groups = FIRST_SCREEN_CHUNKS.map((name, index) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    priority: FIRST_SCREEN_CHUNKS.length - index,
    // Its imports outside the group (React, i18next: the entry's) stay where they are.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
