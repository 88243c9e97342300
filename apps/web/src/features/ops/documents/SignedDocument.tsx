import { lazy, Suspense } from 'react';
import { Card, Spin, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPdf } from './documentKind.ts';

// The PDF renderer (pdf.js and its worker) is large; only an operator who opens a PDF loads it.
const PdfPreview = lazy(() => import('./PdfPreview.tsx'));

/**
 * An uploaded document (a KYC file, a top-up's proof) shown inline through a short-lived signed
 * URL: an image as a picture, a PDF drawn page by page. The file is served sandboxed and the
 * console's CSP allows no frames, so a browser's own PDF viewer cannot run here; pdf.js draws it
 * on canvases instead, and runs none of the file's scripts. A link opens the original.
 */
export function SignedDocument({
  queryKey,
  signedUrl,
  filePath,
  label,
  maxHeight,
}: {
  queryKey: readonly unknown[];
  signedUrl: () => Promise<string>;
  filePath: string;
  label: string;
  maxHeight: number;
}) {
  const { t } = useTranslation('ops');
  const url = useQuery({ queryKey, queryFn: signedUrl, staleTime: 60_000 });
  const openLink = url.data && (
    <a href={url.data} target="_blank" rel="noreferrer">
      <ExportOutlined /> {t('documents.openOriginal')}
    </a>
  );
  return (
    <Card size="small" title={label} extra={openLink} styles={{ body: { textAlign: 'center' } }}>
      {url.isPending && <Spin />}
      {url.isError && <Typography.Text type="danger">{url.error.message}</Typography.Text>}
      {url.data &&
        (isPdf(filePath) ? (
          <Suspense fallback={<Spin />}>
            <PdfPreview url={url.data} label={label} maxHeight={maxHeight} />
          </Suspense>
        ) : (
          <img src={url.data} alt={label} style={{ maxWidth: '100%', maxHeight }} />
        ))}
    </Card>
  );
}
