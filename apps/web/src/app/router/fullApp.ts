import { preloadableLazy } from './preloadableLazy.tsx';

/** Every route with its guard and providers (FullApp.tsx), its own chunk. */
export const FullApp = preloadableLazy(() => import('../FullApp.tsx'));
