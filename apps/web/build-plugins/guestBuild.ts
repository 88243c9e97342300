/**
 * The guest's own build of the sign-in and sign-up pages (vite.guest.config.ts): its entry, and
 * the manifest, written into the build folder, through which the main build's prerendered pages
 * find that entry's files (prerender/prerenderPlugin.ts). `npm run build` removes the manifest
 * once both builds are done.
 */
export const GUEST_MANIFEST = '.vite/guest-manifest.json';

/** The entry, as the manifest names it. */
export const GUEST_ENTRY = 'src/guest/main.tsx';
