import { loadDateLocale } from '../../lib/i18n.ts';
import { preloadableLazy } from './preloadableLazy.tsx';

/**
 * Every route with its guard and providers (FullApp.tsx), its own chunk; with it the date
 * locale, which a guest's sign-in and sign-up pages go without.
 */
export const FullApp = preloadableLazy(() =>
  Promise.all([import('../FullApp.tsx'), loadDateLocale()]).then(([module]) => module),
);
