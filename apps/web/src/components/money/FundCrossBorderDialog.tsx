import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Form, Modal, Select, Skeleton, Space } from 'antd';
import { ScreenLink } from '../ScreenLink.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAssetRows, useChannels, useCurrencies, type Order } from '../../lib/money/api.ts';
import {
  createFunding,
  fetchFundingQuote,
  type FundingRequest,
} from '../../lib/money/crossBorderFunding.ts';
import { newOrderSn } from '../../lib/money/sn.ts';
import { formatMoney } from '../../lib/format.ts';
import { feedback } from '../../lib/feedback.ts';
import { RequestError } from '../../lib/request/RequestError.ts';
import { serverFieldErrors } from '../../lib/request/fieldErrors.ts';
import { useUserInfo } from '../../lib/session.ts';
import { ExpiryCountdown } from './ExpiryCountdown.tsx';
import { FundPasswordDialog } from './FundPasswordDialog.tsx';
import { useDebounced } from '../../lib/useDebounced.ts';
import { TrimmedInput } from '../TrimmedInput.tsx';
import { wrongFundPasswordText } from '../../lib/money/wrongFundPassword.ts';
import { formatRate } from '../../lib/money/rateFormat.ts';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

interface Values {
  fromCurrencyId?: number;
  toCurrencyId?: number;
  amount?: string;
}

/**
 * Moves money from the domestic to the cross-border balance (issue 15, item 3): pick the two
 * currencies and the amount, see what arrives (at a locked rate when they differ), confirm with
 * the transaction password. `toCurrencyId` and `amount` pre-fill it from a screen that knows what
 * is missing, e.g. the cross-border send's amount step.
 */
export function FundCrossBorderDialog({
  open,
  onClose,
  onDone,
  toCurrencyId,
  amount,
}: {
  open: boolean;
  onClose: () => void;
  onDone?: (order: Order) => void;
  toCurrencyId?: number;
  amount?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('crossBorder:title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <FundingForm
        toCurrencyId={toCurrencyId}
        amount={amount}
        onClose={onClose}
        onDone={(order) => {
          onDone?.(order);
          onClose();
        }}
      />
    </Modal>
  );
}

function FundingForm({
  toCurrencyId,
  amount: suggested,
  onClose,
  onDone,
}: {
  toCurrencyId?: number;
  amount?: string;
  onClose: () => void;
  onDone: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { data: assets = [] } = useAssetRows();
  const { data: currencies = [] } = useCurrencies();
  const { data: info } = useUserInfo();
  const { data: channels = [] } = useChannels(info?.countryId);
  // One order number per opened dialog: a retry after a lost reply cannot move twice (-1059).
  const [sn] = useState(() => newOrderSn('X'));
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);

  const codeOf = (id?: number) => currencies.find((c) => c.currencyId === id)?.code ?? '';
  const row = (id?: number) => assets.find((a) => a.currencyId === id);
  const money = (v: string | undefined, code: string) => formatMoney(v ?? '0', code);
  const sources = assets.filter((a) => Number(a.domestic) > 0);
  const values = Form.useWatch([], form) as Values | undefined;
  // Where cross-border money can be held: the currency asked for, the cross-border top-up
  // currencies, the chosen domestic currency (moved without conversion) and the balances already
  // there. The server has the last word (-1008 on toCurrencyId).
  const targets = [
    ...new Set([
      ...(toCurrencyId ? [toCurrencyId] : []),
      ...channels
        .filter((c) => c.scope === 1 && c.direction === 'collection')
        .map((c) => c.currencyId),
      ...(values?.fromCurrencyId ? [values.fromCurrencyId] : []),
      ...assets.filter((a) => Number(a.crossBorder) > 0).map((a) => a.currencyId),
    ]),
  ];

  const typed = useDebounced((values?.amount ?? '').trim());
  const request: FundingRequest | null =
    values?.fromCurrencyId && values.toCurrencyId && AMOUNT.test(typed) && Number(typed) > 0
      ? { fromCurrencyId: values.fromCurrencyId, toCurrencyId: values.toCurrencyId, amount: typed }
      : null;
  const quote = useQuery({
    queryKey: ['funding', 'quote', request],
    queryFn: ({ signal }) => fetchFundingQuote(request!, signal),
    enabled: request !== null,
    retry: false,
  });
  useEffect(() => {
    const errors = serverFieldErrors(quote.error).filter(
      (f) => f.name === 'amount' || f.name === 'toCurrencyId',
    );
    if (errors.length > 0)
      form.setFields(errors.map((f) => ({ name: f.name as keyof Values, errors: f.errors })));
  }, [quote.error, form]);

  // Same currency first (no conversion), else the first domestic balance with money in it.
  const initialFrom =
    (toCurrencyId && Number(row(toCurrencyId)?.domestic) > 0 ? toCurrencyId : undefined) ??
    sources[0]?.currencyId;
  const initialValues: Values = {
    fromCurrencyId: initialFrom,
    toCurrencyId: toCurrencyId ?? targets[0],
    amount: suggested && initialFrom === toCurrencyId ? suggested : undefined,
  };

  // Balances and channels may arrive after the dialog opened: fill the choices in then.
  const defaultTo = toCurrencyId ?? targets[0];
  useEffect(() => {
    if (initialFrom && form.getFieldValue('fromCurrencyId') === undefined)
      form.setFieldValue('fromCurrencyId', initialFrom);
    if (defaultTo && form.getFieldValue('toCurrencyId') === undefined)
      form.setFieldValue('toCurrencyId', defaultTo);
  }, [form, initialFrom, defaultTo]);

  const move = async (password: string): Promise<string | null> => {
    const data = quote.data;
    if (!data || !request) return null;
    try {
      const order = await createFunding({
        ...request,
        sn,
        quoteId: data.quoteId ?? undefined,
        fundPassword: password,
      });
      await queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
      await queryClient.invalidateQueries({ queryKey: ['order'] });
      feedback().message.success(
        t('crossBorder:done', {
          amount: formatMoney(order.toAmount, order.toCurrencyCode),
          sn,
        }),
      );
      setVerifying(false);
      onDone(order);
      return null;
    } catch (error) {
      const code = error instanceof RequestError ? error.code : 0;
      const wrong = wrongFundPasswordText(error);
      if (wrong) return wrong;
      setVerifying(false);
      const fieldMessages = serverFieldErrors(error).flatMap((f) => f.errors);
      if (fieldMessages.length > 0) {
        setProblem(<Alert type="error" showIcon title={fieldMessages.join(' ')} />);
      } else if (code === -1008) {
        // The rate lock ran out while the password was typed: show the new rate first.
        void quote.refetch();
        setProblem(<Alert type="warning" showIcon title={t('crossBorder:expired')} />);
      } else if (code === -1013) {
        setProblem(<Alert type="error" showIcon title={t('crossBorder:insufficient')} />);
      } else if (code === -1059) {
        setProblem(<Alert type="info" showIcon title={t('crossBorder:alreadyMoved')} />);
      } else if (code === -1022) {
        setProblem(
          <Alert
            type="warning"
            showIcon
            title={t('crossBorder:noPassword')}
            action={<ScreenLink to="/home/info">{t('crossBorder:setPassword')}</ScreenLink>}
          />,
        );
      }
      return null;
    }
  };

  if (sources.length === 0)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('crossBorder:noDomestic')}
        action={<ScreenLink to="/home/psp-recharge">{t('send:topUp')}</ScreenLink>}
      />
    );

  const data = quote.data;
  const converting = request !== null && request.fromCurrencyId !== request.toCurrencyId;
  return (
    // Named, so its field ids do not clash with the page's own amount field behind the dialog.
    <Form form={form} name="fundCrossBorder" layout="vertical" initialValues={initialValues}>
      <Alert type="info" showIcon title={t('crossBorder:intro')} style={{ marginBottom: 16 }} />
      <Form.Item name="fromCurrencyId" label={t('crossBorder:from')}>
        <Select
          data-testid="funding-from"
          options={sources.map((a) => ({
            value: a.currencyId,
            label: t('money:availableAmount', {
              amount: money(a.domestic ?? undefined, a.currencyCode),
            }),
          }))}
        />
      </Form.Item>
      <Form.Item name="toCurrencyId" label={t('crossBorder:to')}>
        <Select
          data-testid="funding-to"
          options={targets.map((id) => ({
            value: id,
            label: t('money:availableAmount', {
              amount: money(row(id)?.crossBorder ?? undefined, codeOf(id)),
            }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={`${t('crossBorder:amount')} (${codeOf(values?.fromCurrencyId ?? initialFrom)})`}
        rules={[
          { required: true, message: t('crossBorder:required') },
          { pattern: AMOUNT, message: t('crossBorder:amountRule') },
        ]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
      </Form.Item>
      {request && !data && quote.isFetching && <Skeleton active paragraph={{ rows: 2 }} />}
      {request && data && (
        <Descriptions column={1} size="small" bordered data-testid="funding-quote">
          <Descriptions.Item label={t('crossBorder:youMove')}>
            {money(data.amount, codeOf(data.fromCurrencyId))}
          </Descriptions.Item>
          {converting && (
            <Descriptions.Item label={t('money:field.rate')}>
              1 {codeOf(data.fromCurrencyId)} = {formatRate(data.rate)} {codeOf(data.toCurrencyId)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('crossBorder:arrives')}>
            <strong data-testid="funding-arrives">
              {money(data.toAmount, codeOf(data.toCurrencyId))}
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label={converting ? t('send:validity') : t('money:field.fee')}>
            {data.expireTime ? (
              <ExpiryCountdown expireTime={data.expireTime} onExpire={() => void quote.refetch()} />
            ) : (
              t('crossBorder:noConversion')
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      {problem && <div style={{ marginTop: 16 }}>{problem}</div>}
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('crossBorder:cancel')}</Button>
        <Button
          type="primary"
          disabled={
            !data || !request || quote.isFetching || (values?.amount ?? '').trim() !== typed
          }
          onClick={() => {
            setProblem(null);
            setVerifying(true);
          }}
        >
          {t('crossBorder:move')}
        </Button>
      </Space>
      <FundPasswordDialog
        open={verifying}
        onCancel={() => setVerifying(false)}
        onSubmit={move}
        okText={t('crossBorder:move')}
        hint={
          data
            ? t('crossBorder:verifyHint', {
                amount: formatMoney(data.amount, codeOf(data.fromCurrencyId)),
              })
            : undefined
        }
      />
    </Form>
  );
}
