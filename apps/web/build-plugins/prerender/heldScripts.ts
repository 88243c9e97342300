/**
 * The scripts a prerendered page holds instead of naming them in its head (prerenderPlugin.ts),
 * for its inline script to add the ones a visit needs (stampScript.ts).
 */

export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The guest build's entry script and the preloads of what it imports, read from its manifest,
 * as Vite would write them into a page's head.
 */
export function guestScripts(manifest: Record<string, ManifestChunk>, entry: string): string[] {
  const main = manifest[entry];
  if (!main) throw new Error(`the guest build's manifest names no ${entry}`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    for (const name of manifest[key]?.imports ?? []) {
      const file = manifest[name]?.file;
      if (!file || preloads.has(file)) continue;
      preloads.add(file);
      visit(name);
    }
  };
  visit(entry);
  return [
    `<script type="module" crossorigin src="/${main.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/** The entry's module script and its preloads, as Vite writes them into index.html's head. */
const APP_SCRIPTS =
  /^[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n/gm;

/**
 * A page that works alone, or that has the guest's own build: the app's scripts move from the
 * head into an inert template, which the stamp turns into scripts only for a visit that needs
 * the app; the guest build's scripts (`guest`), when given, wait in a template of their own.
 */
export function holdAppScripts(html: string, guest: readonly string[] = []): string {
  const held = html.match(APP_SCRIPTS)?.map((tag) => tag.trim()) ?? [];
  if (held.length === 0) throw new Error('index.html names no module script to hold');
  const guestTemplate =
    guest.length > 0 ? `<template data-guest>${guest.join('')}</template>\n    ` : '';
  return html
    .replace(APP_SCRIPTS, '')
    .replace(
      '<div id="root"></div>',
      `<template data-app>${held.join('')}</template>\n    ${guestTemplate}<div id="root"></div>`,
    );
}
