import { useEffect, useRef, useState } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { drawPage, openPdf, PAGES_SHOWN } from './pdfPages.ts';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pdf: PDFDocumentProxy };

/** A PDF drawn inline, its first pages one under the other, in a box that scrolls. */
export default function PdfPreview({
  url,
  label,
  maxHeight,
}: {
  url: string;
  label: string;
  maxHeight: number;
}) {
  const { t } = useTranslation('ops');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let open: PDFDocumentProxy | undefined;
    let gone = false;
    setLoaded({ state: 'loading' });
    openPdf(url).then(
      (pdf) => {
        open = pdf;
        if (gone) void pdf.destroy();
        else setLoaded({ state: 'ready', pdf });
      },
      () => !gone && setLoaded({ state: 'failed' }),
    );
    return () => {
      gone = true;
      void open?.destroy();
    };
  }, [url]);

  if (loaded.state === 'loading') return <Spin />;
  if (loaded.state === 'failed')
    return <Typography.Text type="danger">{t('documents.pdfFailed')}</Typography.Text>;
  const { pdf } = loaded;
  const shown = Math.min(pdf.numPages, PAGES_SHOWN);
  return (
    <div style={{ maxHeight, overflowY: 'auto' }}>
      {Array.from({ length: shown }, (_, index) => (
        <PdfPage
          key={index}
          pdf={pdf}
          pageNumber={index + 1}
          label={t('documents.pdfPage', { label, page: index + 1, pages: pdf.numPages })}
        />
      ))}
      {pdf.numPages > shown && (
        <Typography.Text type="secondary">
          {t('documents.morePages', { shown, pages: pdf.numPages })}
        </Typography.Text>
      )}
    </div>
  );
}

/** One page, drawn at the width of its box once it is in the page. */
function PdfPage({
  pdf,
  pageNumber,
  label,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const target = canvas.current;
    const width = target?.parentElement?.clientWidth;
    if (!target || !width) return;
    let gone = false;
    void drawPage(pdf, pageNumber, target, width).then(
      () => !gone && setDrawn(true),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [pdf, pageNumber]);
  return (
    <div style={{ marginBottom: 8 }}>
      {/* Named only once drawn, so "page 1 of 2" on screen means the page really is there. */}
      <canvas
        ref={canvas}
        role="img"
        aria-label={drawn ? label : undefined}
        data-drawn={drawn || undefined}
        style={{
          display: 'block',
          margin: '0 auto',
          maxWidth: '100%',
          height: 'auto',
          boxShadow: '0 0 0 1px #d9d9d9',
        }}
      />
    </div>
  );
}
