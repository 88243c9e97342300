import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a page or layout that uses antd: its chunk and antd's providers load
 * together, and the page renders inside them. Pages without antd (the home page, the legal
 * texts) use plain `lazy`, so a visitor landing there never loads antd.
 */
export function lazyAntdPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Page }, { AntdProviders }] = await Promise.all([
      load(),
      import('../providers/AntdProviders.tsx'),
    ]);
    function PageWithAntd(props: P) {
      return (
        <AntdProviders>
          <Page {...props} />
        </AntdProviders>
      );
    }
    return { default: PageWithAntd };
  });
}
