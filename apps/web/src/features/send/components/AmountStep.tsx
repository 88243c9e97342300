import { useEffect } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { fetchQuote, type Scope, type SendDraft } from '../api.ts';
import { CrossBorderFields } from '../../../components/money/CrossBorderFields.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { shortfallOf, usePayingBalance } from '../shortfall.ts';
import { CrossBorderShortfall } from './CrossBorderShortfall.tsx';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** Step 3: the amount with a live quote; cross-border sends add their compliance details. */
export function AmountStep({
  scope,
  draft,
  fromCode,
  toCode,
  onNext,
  onEdit,
  onBack,
}: {
  scope: Scope;
  draft: SendDraft;
  fromCode: string;
  toCode: string;
  onNext: (values: SendDraft) => void;
  /** Every change, so the page can keep what is typed before Next (a refresh loses nothing). */
  onEdit?: (values: SendDraft) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SendDraft>();
  const amount = useDebounced((Form.useWatch('amount', form) ?? '').trim());
  const valid = AMOUNT.test(amount) && Number(amount) > 0;
  const quote = useQuery({
    queryKey: ['order', 'quote', scope, draft.payee?.id, draft.currencyId, amount],
    queryFn: ({ signal }) => fetchQuote(scope, { ...draft, amount }, signal),
    enabled: valid,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const balance = usePayingBalance(scope, draft.currencyId);
  // Checked here so a send the wallet cannot cover stops before the PIN; the server still refuses.
  const shortfall = quote.data && balance ? shortfallOf(quote.data, balance) : null;
  // A quote kept on screen from the previous amount says nothing about this one.
  const quoted = quote.data && !quote.isPlaceholderData && !quote.isError;
  // An amount the channel does not take (below its minimum, say) is said on the field itself.
  useEffect(() => {
    const errors = serverFieldErrors(quote.error).filter((f) => f.name === 'amount');
    if (errors.length > 0)
      form.setFields(errors.map((f) => ({ name: 'amount', errors: f.errors })));
  }, [quote.error, form]);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={draft}
      onValuesChange={(_, values) => onEdit?.(values)}
      onFinish={(values) => {
        if (quoted && !shortfall) onNext({ ...values, amount: values.amount?.trim() });
      }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="amount"
        label={`${t('money:field.amount')} (${fromCode})`}
        rules={[
          { required: true, message: t('send:required') },
          { pattern: AMOUNT, message: t('send:amountRule') },
        ]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
      </Form.Item>
      {valid && (
        <Form.Item>
          <QuoteSummary
            quote={quote.data}
            loading={quote.isFetching}
            fromCode={fromCode}
            toCode={toCode}
            onExpire={() => void quote.refetch()}
          />
        </Form.Item>
      )}
      {valid && shortfall && scope === 1 && (
        // Cross-border: the same gap, with the move from the domestic balance offered right here.
        <CrossBorderShortfall currencyId={draft.currencyId} code={fromCode} shortfall={shortfall} />
      )}
      {valid && shortfall && scope === 0 && (
        <Form.Item>
          <Alert
            type="error"
            showIcon
            data-testid="send-shortfall"
            title={t('send:shortfall.domestic', {
              available: formatMoney(shortfall.available, fromCode),
              total: formatMoney(shortfall.total, fromCode),
              missing: formatMoney(shortfall.missing, fromCode),
            })}
            action={<ScreenLink to="/home/psp-recharge">{t('send:topUp')}</ScreenLink>}
          />
        </Form.Item>
      )}
      {scope === 1 && <CrossBorderFields />}
      <Form.Item name="remark" label={t('send:remark')}>
        <TrimmedInput maxLength={200} />
      </Form.Item>
      <Space>
        <Button onClick={onBack}>{t('send:back')}</Button>
        <Button type="primary" htmlType="submit" disabled={!quoted || Boolean(shortfall)}>
          {t('send:next')}
        </Button>
      </Space>
    </Form>
  );
}
