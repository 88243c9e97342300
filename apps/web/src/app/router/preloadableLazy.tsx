import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy that renders at once when its module has already been loaded with `preload()`.
 * React.lazy always suspends on its first render, even for a loaded module; the fallback then
 * shows, and React holds back the content that replaces a fallback for up to 300 ms (its
 * Suspense throttle): on the home page that delayed the first paint of its text (issue 16).
 */
export function preloadableLazy<Props extends object, Module = object>(
  load: () => Promise<Module & { default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    // Chosen once per mount, so a module that arrives later never swaps (and remounts) it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
