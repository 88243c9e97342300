/**
 * Every namespace of this language in one chunk, for the logged-in area (lib/i18n.ts). The
 * public site's namespaces are also fetched on their own; the bundler keeps them as their own
 * files, which this one imports, so nothing is downloaded twice.
 */
const files = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

const catalogs: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([path, catalog]) => [path.slice(2, -'.json'.length), catalog]),
);

export default catalogs;
