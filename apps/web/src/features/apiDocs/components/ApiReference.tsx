import { RedocStandalone } from 'redoc';
import { MINT_GREEN, theme } from '../../../app/theme.ts';

/**
 * Redoc's rendering of the OpenAPI document. Its own chunk (about 300 KB gzipped), loaded only
 * by the API docs page. Search is off: it runs in a Web Worker made from a blob: URL, which the
 * page's script-src 'self' forbids (docs/api-service.md, "Reference and examples").
 */
export default function ApiReference({ spec }: { spec: object }) {
  return (
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
          colors: { primary: { main: MINT_GREEN } },
          typography: {
            fontFamily: theme.token?.fontFamily,
            headings: { fontFamily: theme.token?.fontFamily },
          },
          sidebar: { backgroundColor: '#fafcfb' },
        },
      }}
    />
  );
}
