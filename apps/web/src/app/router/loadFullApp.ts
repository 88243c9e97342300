/** The chunk of every route with its guard and providers (FullApp.tsx). */
export const loadFullApp = () => import('../FullApp.tsx');
