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
        hideDownloadButtons: true,
        nativeScrollbars: true,
        requiredPropsFirst: true,
        expandResponses: '200',
        jsonSamplesExpandLevel: 3,
        scrollYOffset: 0,
        theme: {
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
