import { useState, type FormEvent } from 'react';
import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { toApiLanguage } from '../../../lib/locale.ts';
import { MarketingPage } from '../components/MarketingPage.tsx';
import { PageContainer } from '../components/PageContainer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';

/** What POST /common/verify answers: the genuine document's facts (docs/documents.md). */
interface VerifiedDocument {
  kind: 'receipt' | 'statement';
  date: string;
  amount: string;
  currencyCode: string;
  status: string;
  parties: { from: string | null; to: string | null };
}

type Lookup = { found: VerifiedDocument } | { refused: 'notFound' | 'tooMany' | 'invalid' };

/** One lookup; a refusal is an answer to show, not an error. */
async function verifyCode(code: string): Promise<Lookup> {
  const response = await fetch('/api/common/verify', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json;charset=utf-8',
      'Content-Language': toApiLanguage(currentLocale()),
    },
    body: JSON.stringify({ code }),
  });
  if (response.status === 429) return { refused: 'tooMany' };
  const reply = (await response.json()) as { code?: number; data?: VerifiedDocument };
  if (reply.code === 200 && reply.data) return { found: reply.data };
  if (reply.code === 429) return { refused: 'tooMany' };
  return { refused: reply.code === -1008 ? 'invalid' : 'notFound' };
}

/**
 * /verify/<code>: anyone handed a receipt or statement checks it here, without signing in. It
 * shows only what the genuine document states (date, amount, currency, status, masked parties),
 * so a changed PDF is caught by comparing it with this page.
 */
export default function VerifyDocumentPage() {
  const { t } = useTranslation('marketing');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const lookup = useQuery({
    queryKey: ['verify', code],
    queryFn: () => verifyCode(code),
    enabled: code !== '',
    retry: false,
    staleTime: Infinity,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = typed.replace(/[\s-]/g, '').toUpperCase();
    if (clean) void navigate(`/verify/${clean}`);
  };
  const found = lookup.data && 'found' in lookup.data ? lookup.data.found : null;
  const refused = lookup.data && 'refused' in lookup.data ? lookup.data.refused : null;

  return (
    <MarketingPage testId="verify-page">
      <PageContainer narrow>
        <PageHeading title={t('verify.title')} intro={t('verify.intro')} />
        <form onSubmit={submit} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <TrimmedInput
            id="verify-code"
            value={typed}
            onChange={setTyped}
            placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
            aria-label={t('verify.codeLabel')}
            style={{ flex: '1 1 240px', fontFamily: 'monospace' }}
            autoComplete="off"
          />
          <Button type="primary" htmlType="submit">
            {t('verify.check')}
          </Button>
        </form>
        <div style={{ marginTop: 24 }} aria-live="polite">
          {lookup.isFetching && <Skeleton active paragraph={{ rows: 4 }} />}
          {lookup.isError && <Alert type="warning" showIcon message={t('verify.error')} />}
          {refused && <Alert type="error" showIcon message={t(`verify.refused.${refused}`)} />}
          {found && (
            <>
              <Alert
                type="success"
                showIcon
                message={t(`verify.genuine.${found.kind}`)}
                description={t('verify.compare')}
                data-testid="verify-genuine"
              />
              <Descriptions column={1} bordered size="small" style={{ marginTop: 16 }}>
                <Descriptions.Item label={t('verify.date')}>
                  {formatDateTime(found.date)}
                </Descriptions.Item>
                <Descriptions.Item label={t(`verify.amount.${found.kind}`)}>
                  <span data-testid="verify-amount">
                    {formatMoney(found.amount, found.currencyCode)}
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label={t('verify.status')}>
                  {t(`verify.statuses.${found.status}`, { defaultValue: found.status })}
                </Descriptions.Item>
                {found.parties.from && (
                  <Descriptions.Item label={t(`verify.from.${found.kind}`)}>
                    {found.parties.from}
                  </Descriptions.Item>
                )}
                {found.parties.to && (
                  <Descriptions.Item label={t('verify.to')}>{found.parties.to}</Descriptions.Item>
                )}
              </Descriptions>
            </>
          )}
        </div>
      </PageContainer>
    </MarketingPage>
  );
}
