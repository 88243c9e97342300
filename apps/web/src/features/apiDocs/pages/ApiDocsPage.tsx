import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_WINDOW_SECONDS } from '@pesa/contract';
// The page shows the example files exactly as the server test runs them.
import curlExample from '../../../../../../docs/examples/open-api/curl.sh?raw';
import nodeClient from '../../../../../../docs/examples/open-api/client.ts?raw';
import nodeUsage from '../../../../../../docs/examples/open-api/usage.ts?raw';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { ErrorCodesTable } from '../components/ErrorCodesTable.tsx';
import { SandboxTable } from '../components/SandboxTable.tsx';
import { SigningGuide } from '../components/SigningGuide.tsx';
import { OPEN_API_DOCUMENT_URL, useOpenApiDocument } from '../openApiDocument.ts';
import '../apiDocs.css';

// Redoc and its styling engine load with the reference only, never with another page.
const ApiReference = lazy(() => import('../components/ApiReference.tsx'));

const SECTIONS = ['sign', 'curl', 'node', 'webhook', 'sandbox', 'errors', 'reference'] as const;
type Section = (typeof SECTIONS)[number];

function DocSection({ id, children }: { id: Section; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card id={id} className="api-docs-section" title={t(`apiDocs:${id}.title`)}>
      {children}
    </Card>
  );
}

function Reference() {
  const { t } = useTranslation();
  const { data, isError } = useOpenApiDocument();
  if (isError) return <Alert type="error" showIcon title={t('apiDocs:reference.failed')} />;
  if (!data) return <Skeleton active />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <ApiReference spec={data} />
    </Suspense>
  );
}

/** /homeApi/docs: how to sign and verify, tested examples, then the rendered reference. */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  useEffect(() => {
    const section = SECTIONS.find((id) => `#${id}` === hash);
    if (section) document.getElementById(section)?.scrollIntoView();
  }, [hash]);

  return (
    <div className="api-docs-page">
      <Card className="api-docs-section">
        <Typography.Paragraph>{t('apiDocs:intro')}</Typography.Paragraph>
        <nav aria-label={t('apiDocs:contents')} className="api-docs-contents">
          {SECTIONS.map((id) => (
            <a key={id} href={`#${id}`}>
              {t(`apiDocs:${id}.title`)}
            </a>
          ))}
        </nav>
      </Card>
      <DocSection id="sign">
        <SigningGuide />
      </DocSection>
      <DocSection id="curl">
        <Typography.Paragraph>{t('apiDocs:curl.body')}</Typography.Paragraph>
        <CodeBlock code={curlExample} label="curl.sh" />
      </DocSection>
      <DocSection id="node">
        <Typography.Paragraph>{t('apiDocs:node.body')}</Typography.Paragraph>
        <CodeBlock code={nodeClient} label="client.ts" />
        <Typography.Paragraph>{t('apiDocs:node.usage')}</Typography.Paragraph>
        <CodeBlock code={nodeUsage} label="usage.ts" />
      </DocSection>
      <DocSection id="webhook">
        <ol className="api-docs-steps">
          {(
            t('apiDocs:webhook.steps', {
              returnObjects: true,
              seconds: SIGNATURE_WINDOW_SECONDS,
            }) as string[]
          ).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Typography.Paragraph>{t('apiDocs:webhook.code')}</Typography.Paragraph>
      </DocSection>
      <DocSection id="sandbox">
        <Typography.Paragraph>{t('apiDocs:sandbox.body')}</Typography.Paragraph>
        <SandboxTable />
      </DocSection>
      <DocSection id="errors">
        <Typography.Paragraph>{t('apiDocs:errors.body')}</Typography.Paragraph>
        <ErrorCodesTable />
      </DocSection>
      <DocSection id="reference">
        <Typography.Paragraph>
          {t('apiDocs:reference.body')}{' '}
          <a href={OPEN_API_DOCUMENT_URL} download="openapi.json">
            {t('apiDocs:reference.download')}
          </a>
        </Typography.Paragraph>
        <div className="api-docs-reference">
          <Reference />
        </div>
      </DocSection>
    </div>
  );
}
