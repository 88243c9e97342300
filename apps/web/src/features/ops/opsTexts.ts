import { i18n, loadNamespaces } from '../../lib/i18n.ts';

/**
 * The console's texts: its own `ops` namespace, kept beside the feature (not in src/locales) so
 * that no customer page's catalogs include them. Both languages load with the console (a few
 * KB), so switching language inside it never shows a missing text.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*/ops.json', {
  import: 'default',
});

export async function loadOpsTexts(): Promise<void> {
  // The KYC queue names each answer as the customer's own form does (the `kyc` namespace); the
  // finance queues name statuses, channels and order kinds as the customer's screens (`money`).
  await loadNamespaces(['kyc', 'money']);
  await Promise.all(
    Object.entries(catalogs).map(async ([path, load]) => {
      const lang = /locales\/([^/]+)\//.exec(path)?.[1];
      if (lang && !i18n.hasResourceBundle(lang, 'ops'))
        i18n.addResourceBundle(lang, 'ops', await load());
    }),
  );
}
