import { useTranslation } from 'react-i18next';
import {
  CANONICAL_TEMPLATE,
  SIGNATURE_TEST_VECTOR,
  SIGNATURE_WINDOW_SECONDS,
} from '@pesa/contract';
import { PlainDescriptions } from '../../../components/plain/PlainDescriptions.tsx';
import { CodeBlock } from './CodeBlock.tsx';

const VECTOR_FIELDS = [
  'secret',
  'path',
  'timestamp',
  'nonce',
  'body',
  'bodySha256Hex',
  'signature',
] as const;

/** How to sign a call: the steps, the canonical string and a worked example (from the contract). */
export function SigningGuide() {
  const { t } = useTranslation();
  return (
    <>
      <ol className="api-docs-steps">
        {(t('apiDocs:sign.steps', { returnObjects: true }) as string[]).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{t('apiDocs:sign.canonical')}</p>
      <CodeBlock code={CANONICAL_TEMPLATE} label={t('apiDocs:sign.canonicalLabel')} />
      <p>{t('apiDocs:sign.window', { seconds: SIGNATURE_WINDOW_SECONDS })}</p>
      <p>{t('apiDocs:sign.vector')}</p>
      <PlainDescriptions
        className="api-docs-vector"
        items={VECTOR_FIELDS.map((field) => ({
          key: field,
          label: t(`apiDocs:sign.vectorFields.${field}`),
          children: <code>{SIGNATURE_TEST_VECTOR[field]}</code>,
        }))}
      />
    </>
  );
}
