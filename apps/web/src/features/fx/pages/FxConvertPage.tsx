import { useCallback, useEffect, useState } from 'react';
import { Button, Descriptions, Form, Segmented, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAssetRows, useCurrencies } from '../../../lib/money/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { ExpiryCountdown } from '../../../components/money/ExpiryCountdown.tsx';
import { useHomeCurrency } from '../../../lib/money/ratePairs.ts';
import { convert, fetchFxQuote, type FxHistoryRow, type FxQuote } from '../api.ts';
import { FxReceipt } from '../components/FxReceipt.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import { formatRate } from '../../../lib/money/rateFormat.ts';

interface Values {
  fromCurrencyId: number;
  toCurrencyId: number;
  amount: string;
}

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** Quote a conversion (the rate is locked until expireTime), then convert. */
export default function FxConvertPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [scope, setScope] = useState<0 | 1>(0);
  const [quote, setQuote] = useState<FxQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<FxHistoryRow | null>(null);
  const { data: assets = [] } = useAssetRows();
  const home = useHomeCurrency();
  // Converting starts from the customer's own currency (TZS for a Tanzanian account).
  useEffect(() => {
    if (home.currencyId && form.getFieldValue('fromCurrencyId') === undefined) {
      form.setFieldsValue({ fromCurrencyId: home.currencyId });
    }
  }, [form, home.currencyId]);
  const { data: currencies = [] } = useCurrencies();
  // One cannot buy the currency one sells: it leaves the buy list, and a buy choice that the
  // new sell choice now equals is cleared.
  const selling = Form.useWatch('fromCurrencyId', form);
  useEffect(() => {
    if (selling !== undefined && form.getFieldValue('toCurrencyId') === selling)
      form.setFieldsValue({ toCurrencyId: undefined });
  }, [form, selling]);
  const codeOf = (id: number) => currencies.find((c) => c.currencyId === id)?.code ?? '';
  const balance = (id: number) => {
    const row = assets.find((a) => a.currencyId === id);
    return (row && (scope === 1 ? row.crossBorder : row.domestic)) ?? '0';
  };

  const requote = useCallback(async () => {
    const values = form.getFieldsValue();
    setBusy(true);
    try {
      setQuote(await fetchFxQuote({ ...values, amount: values.amount.trim(), scope }));
    } catch {
      setQuote(null);
    } finally {
      setBusy(false);
    }
  }, [form, scope]);

  const doConvert = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      // The receipt replaces the form, which is cleared so the amount cannot be sent twice.
      setReceipt(await convert(quote.quoteId));
      setQuote(null);
      form.resetFields(['amount']);
      await queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
      await queryClient.invalidateQueries({ queryKey: ['fx', 'history'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card" aria-labelledby="fx-convert-title">
      <Typography.Title level={2} id="fx-convert-title">
        {t('menu:route.fxConvert')}
      </Typography.Title>
      {receipt ? (
        <FxReceipt row={receipt} onNew={() => setReceipt(null)} />
      ) : (
        <>
          <Segmented
            value={scope}
            onChange={(v) => {
              setScope(v as 0 | 1);
              setQuote(null);
            }}
            options={[0, 1].map((v) => ({ value: v, label: t(`money:scope.${v}`) }))}
            style={{ marginBottom: 16 }}
          />
          <Form
            form={form}
            layout="vertical"
            onFinish={requote}
            onValuesChange={() => setQuote(null)}
            style={{ maxWidth: 480 }}
          >
            <Form.Item
              name="fromCurrencyId"
              label={t('fx:from')}
              rules={[{ required: true, message: t('fx:required') }]}
            >
              <Select
                options={currencies.map((c) => ({
                  value: c.currencyId,
                  label: t('money:availableAmount', {
                    amount: formatMoney(balance(c.currencyId), c.code),
                  }),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="toCurrencyId"
              label={t('fx:to')}
              rules={[{ required: true, message: t('fx:required') }]}
            >
              <Select
                options={currencies
                  .filter((c) => c.currencyId !== selling)
                  .map((c) => ({ value: c.currencyId, label: c.code }))}
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t('money:field.amount')}
              rules={[
                { required: true, message: t('fx:required') },
                { pattern: AMOUNT, message: t('fx:amountRule') },
              ]}
            >
              <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
            </Form.Item>
            {!quote && (
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('fx:getQuote')}
              </Button>
            )}
          </Form>
          {quote && (
            <Space orientation="vertical" style={{ width: '100%', maxWidth: 480 }} size="middle">
              <Descriptions column={1} size="small" bordered data-testid="fx-quote">
                <Descriptions.Item label={t('money:field.rate')}>
                  1 {codeOf(quote.fromCurrencyId)} = {formatRate(quote.rate)}{' '}
                  {codeOf(quote.toCurrencyId)}
                </Descriptions.Item>
                <Descriptions.Item label={t('fx:youGet')}>
                  <strong>{formatMoney(quote.toAmount, codeOf(quote.toCurrencyId))}</strong>
                </Descriptions.Item>
                <Descriptions.Item label={t('fx:validity')}>
                  <ExpiryCountdown expireTime={quote.expireTime} onExpire={requote} />
                </Descriptions.Item>
              </Descriptions>
              <Space>
                <Button onClick={() => setQuote(null)}>{t('fx:change')}</Button>
                <Button type="primary" onClick={doConvert} loading={busy}>
                  {t('fx:convert')}
                </Button>
              </Space>
            </Space>
          )}
        </>
      )}
    </section>
  );
}
