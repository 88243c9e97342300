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
import nodeClient from '../../../../../../docs/examples/open-api/pesabridge.mjs?raw';
import sandboxWalkthrough from '../../../../../../docs/examples/open-api/sandbox-walkthrough.mjs?raw';
import webhookReceiver from '../../../../../../docs/examples/open-api/webhook-receiver.mjs?raw';
import { AccountTypesTable } from '../components/AccountTypesTable.tsx';
import { CallBodies } from '../components/CallBodies.tsx';
import { CodeBlock } from '../components/CodeBlock.tsx';
import { ErrorCodesTable } from '../components/ErrorCodesTable.tsx';
import { SandboxTable } from '../components/SandboxTable.tsx';
import { SigningGuide } from '../components/SigningGuide.tsx';
import { openApiDocumentUrl, useOpenApiDocument } from '../openApiDocument.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import '../apiDocs.css';

// Redoc and its styling engine (about 300 KB compressed) load with the reference only, never
// with another page, and only once the reader scrolls or jumps to it: a developer reading the
// guide on a phone does not wait for it (issue 16).
const ApiReference = lazy(() => import('../components/ApiReference.tsx'));

const SECTIONS = [
  'start',
  'sign',
  'accounts',
  'calls',
  'sandbox',
  'node',
  'curl',
  'webhook',
  'errors',
  'reference',
] as const;
type Section = (typeof SECTIONS)[number];

function DocSection({ id, children }: { id: Section; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PlainCard id={id} className="api-docs-section" title={t(`apiDocs:${id}.title`)}>
      {children}
    </PlainCard>
  );
}

/** A translated list of steps (an array in the catalogue). */
function Steps({ name, values }: { name: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <ol className="api-docs-steps">
      {(t(name, { returnObjects: true, ...values }) as string[]).map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

function Reference() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useOpenApiDocument();
  if (isError) return <PlainAlert type="error" title={t('apiDocs:reference.failed')} />;
  if (!data) return <LineSkeleton rows={6} />;
  return (
    <Suspense fallback={<LineSkeleton rows={6} />}>
      {/* A new language is a new document: the renderer starts again with it. */}
      <ApiReference key={i18n.language} spec={data} />
    </Suspense>
  );
}

/**
 * /homeApi/docs: the merchant guide (docs/merchant-guide.md) in the UI language, with the tested
 * example files byte for byte, then the rendered reference in the same language.
 */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const baseUrl = `${window.location.origin}/open/v1`;

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
      <DocSection id="start">
        <p>{t('apiDocs:start.baseUrl')}</p>
        <CodeBlock code={baseUrl} label="PESA_BASE_URL" />
        <ul className="api-docs-steps">
          {(t('apiDocs:start.points', { returnObjects: true }) as string[]).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </DocSection>
      <DocSection id="sign">
        <SigningGuide />
      </DocSection>
      <DocSection id="accounts">
        <p>{t('apiDocs:accounts.body')}</p>
        <AccountTypesTable />
      </DocSection>
      <DocSection id="calls">
        <p>{t('apiDocs:calls.body')}</p>
        <CallBodies />
      </DocSection>
      <DocSection id="sandbox">
        <Steps name="apiDocs:sandbox.steps" values={{ baseUrl: window.location.origin }} />
        <p>{t('apiDocs:sandbox.walkthrough')}</p>
        <CodeBlock code={sandboxWalkthrough} label="sandbox-walkthrough.mjs" />
        <p>{t('apiDocs:sandbox.body')}</p>
        <SandboxTable />
      </DocSection>
      <DocSection id="node">
        <p>{t('apiDocs:node.body')}</p>
        <CodeBlock code={nodeClient} label="pesabridge.mjs" />
      </DocSection>
      <DocSection id="curl">
        <p>{t('apiDocs:curl.body')}</p>
        <CodeBlock code={curlExample} label="curl.sh" />
      </DocSection>
      <DocSection id="webhook">
        <Steps name="apiDocs:webhook.steps" values={{ seconds: SIGNATURE_WINDOW_SECONDS }} />
        <p>{t('apiDocs:webhook.code')}</p>
        <CodeBlock code={webhookReceiver} label="webhook-receiver.mjs" />
      </DocSection>
      <DocSection id="errors">
        <p>{t('apiDocs:errors.body')}</p>
        <ErrorCodesTable />
      </DocSection>
      <DocSection id="reference">
        <p>
          {t('apiDocs:reference.body')}{' '}
          <a href={openApiDocumentUrl(currentLocale())} download="openapi.json">
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
