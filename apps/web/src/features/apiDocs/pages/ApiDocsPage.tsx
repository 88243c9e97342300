import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_WINDOW_SECONDS } from '@pesa/contract';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { WhenVisible } from '../../../components/WhenVisible.tsx';
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

// Redoc and its styling engine (about 300 KB compressed) load with the reference only, never
// with another page, and only once the reader scrolls or jumps to it: a developer reading the
// guide on a phone does not wait for it (issue 16).
const ApiReference = lazy(() => import('../components/ApiReference.tsx'));

const SECTIONS = ['sign', 'curl', 'node', 'webhook', 'sandbox', 'errors', 'reference'] as const;
type Section = (typeof SECTIONS)[number];

function DocSection({ id, children }: { id: Section; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PlainCard id={id} className="api-docs-section" title={t(`apiDocs:${id}.title`)}>
      {children}
    </PlainCard>
  );
}

function Reference() {
  const { t } = useTranslation();
  const { data, isError } = useOpenApiDocument();
  if (isError) return <PlainAlert type="error" title={t('apiDocs:reference.failed')} />;
  if (!data) return <LineSkeleton rows={6} />;
  return (
    <Suspense fallback={<LineSkeleton rows={6} />}>
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
    <div className="api-docs-page plain-screen">
      <PlainCard className="api-docs-section">
        <p>{t('apiDocs:intro')}</p>
        <nav aria-label={t('apiDocs:contents')} className="api-docs-contents">
          {SECTIONS.map((id) => (
            <a key={id} href={`#${id}`}>
              {t(`apiDocs:${id}.title`)}
            </a>
          ))}
        </nav>
      </PlainCard>
      <DocSection id="sign">
        <SigningGuide />
      </DocSection>
      <DocSection id="curl">
        <p>{t('apiDocs:curl.body')}</p>
        <CodeBlock code={curlExample} label="curl.sh" />
      </DocSection>
      <DocSection id="node">
        <p>{t('apiDocs:node.body')}</p>
        <CodeBlock code={nodeClient} label="client.ts" />
        <p>{t('apiDocs:node.usage')}</p>
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
        <p>{t('apiDocs:webhook.code')}</p>
      </DocSection>
      <DocSection id="sandbox">
        <p>{t('apiDocs:sandbox.body')}</p>
        <SandboxTable />
      </DocSection>
      <DocSection id="errors">
        <p>{t('apiDocs:errors.body')}</p>
        <ErrorCodesTable />
      </DocSection>
      <DocSection id="reference">
        <p>
          {t('apiDocs:reference.body')}{' '}
          <a href={OPEN_API_DOCUMENT_URL} download="openapi.json">
            {t('apiDocs:reference.download')}
          </a>
        </p>
        <div className="api-docs-reference">
          <WhenVisible height={480}>
            <Reference />
          </WhenVisible>
        </div>
      </DocSection>
    </div>
  );
}
