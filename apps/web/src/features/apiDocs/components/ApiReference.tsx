import { useEffect, useRef } from 'react';
import { RedocStandalone } from 'redoc';
import { MINT_DEEPER } from '../../../app/brand.ts';
import { theme } from '../../../app/theme.ts';

/**
 * Redoc's rendering of the OpenAPI document. Its own chunk (about 300 KB gzipped), loaded only
 * by the API docs page. Search is off: it runs in a Web Worker made from a blob: URL, which the
 * page's script-src 'self' forbids (docs/api-service.md, "Reference and examples").
 */
export default function ApiReference({ spec }: { spec: object }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    // Two fixes of Redoc's markup for WCAG 2.2 AA, kept as it re-renders:
    // - it names each menu entry with an aria-label of its title alone, while the entry shows
    //   more (the method badge, an opened group's calls), so the name hides what is seen
    //   (2.5.3 "Label in Name"); without the label the name is what is shown. React never sets
    //   an unchanged prop again, so a removed label stays removed;
    // - its description tables scroll sideways on a phone but cannot take the focus, so a
    //   keyboard cannot scroll them (2.1.1): each such table joins the tab order.
    const fix = () => {
      root
        .querySelectorAll('li[role="menuitem"][aria-label]')
        .forEach((item) => item.removeAttribute('aria-label'));
      root.querySelectorAll<HTMLElement>('table:not([tabindex])').forEach((table) => {
        if (/auto|scroll/.test(getComputedStyle(table).overflowX)) table.tabIndex = 0;
      });
    };
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true });
    fix();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box}>
      <RedocStandalone
        spec={spec}
        options={{
          disableSearch: true,
          // Its floating menu button is pinned to the window, over the chat button and the guide.
          hideFab: true,
          hideDownloadButtons: true,
          nativeScrollbars: true,
          requiredPropsFirst: true,
          expandResponses: '200',
          jsonSamplesExpandLevel: 3,
          scrollYOffset: 0,
          theme: {
            // Redoc sizes its panes by the window, but here it shares the window with the app's
            // sidebar: samples move below each call under 1520 px, the menu folds under 1024 px.
            breakpoints: { small: '64rem', medium: '95rem', large: '105rem' },
            // Redoc writes its primary colour as text (links, the selected entry), behind white
            // text (method badges) and, faded, as the authorisation box's text on a mint tint: only
            // the deeper mint keeps all of them at 4.5:1 (WCAG 2.2 AA; MINT_DEEP faded is 4.4:1).
            colors: { primary: { main: MINT_DEEPER } },
            typography: {
              fontFamily: theme.token?.fontFamily,
              headings: { fontFamily: theme.token?.fontFamily },
            },
            sidebar: { backgroundColor: '#fafcfb' },
          },
        }}
      />
    </div>
  );
}
