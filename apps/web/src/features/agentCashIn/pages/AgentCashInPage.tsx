import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Space, Typography } from 'antd';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useAssetRows, useChannels, type Order } from '../../../lib/money/api.ts';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { createCashIn, lookupCustomer, type CashInCustomer } from '../api.ts';
import {
  cashCurrencyOf,
  CUSTOMER_FIELDS,
  customerKeyOf,
  type CashInValues,
} from '../cashInForm.ts';
import { CashInDone } from '../components/CashInDone.tsx';
import { CustomerFields } from '../components/CustomerFields.tsx';
import { wrongFundPasswordText } from '../../../lib/money/wrongFundPassword.ts';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/**
 * /home/agent-cash-in (agents only): find the customer, check the masked name with them, take
 * the cash and credit their wallet from the agent's balance with the transaction password
 * (docs/money.md "Agent cash-in").
 */
export default function AgentCashInPage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  // Only the main account's own status is in its info; a member's deposit is decided by the server.
  const unverified = info?.parentId === 0 && String(info.auditStatus) !== '1';
  return (
    <section className="page-card" aria-labelledby="cash-in-title">
      <Typography.Title level={2} id="cash-in-title">
        {t('agentCashIn:title')}
      </Typography.Title>
      {unverified ? (
        <Alert
          type="warning"
          showIcon
          data-testid="cash-in-unverified"
          title={t('agentCashIn:unverified')}
          action={<ScreenLink to="/home/kyc">{t('agentCashIn:toKyc')}</ScreenLink>}
        />
      ) : (
        info && <CashInForm countryId={info.countryId} />
      )}
    </section>
  );
}

function CashInForm({ countryId }: { countryId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CashInValues>();
  const by = (Form.useWatch('by', form) as CashInValues['by'] | undefined) ?? 'accountNo';
  const { data: channels = [] } = useChannels(countryId);
  const { data: assets = [] } = useAssetRows();
  const currency = cashCurrencyOf(channels);
  const float = assets.find((a) => a.currencyId === currency?.currencyId)?.domestic ?? '0';
  const [customer, setCustomer] = useState<CashInCustomer | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<'insufficient' | 'repeated' | null>(null);
  const [done, setDone] = useState<Order | null>(null);
  // One order number per confirmed deposit: a retry after a lost reply cannot credit twice.
  const [sn, setSn] = useState(() => newOrderSn('CI'));

  const find = async () => {
    const values = await form.validateFields(['by', 'accountNo', 'countryId', 'phone']);
    setProblem(null);
    try {
      setCustomer(await lookupCustomer(customerKeyOf(values)));
    } catch (error) {
      setServerFieldErrors(form, error);
    }
  };

  const deposit = async (fundPassword: string): Promise<string | null> => {
    const values = form.getFieldsValue(true) as CashInValues;
    try {
      const order = await createCashIn({
        ...customerKeyOf(values),
        sn,
        currencyId: currency!.currencyId,
        amount: (values.amount ?? '').trim(),
        fundPassword,
      });
      await queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
      await queryClient.invalidateQueries({ queryKey: ['order'] });
      setVerifying(false);
      setDone(order);
      return null;
    } catch (error) {
      const code = error instanceof RequestError ? error.code : 0;
      const wrong = wrongFundPasswordText(error);
      if (wrong) return wrong;
      setVerifying(false);
      if (code === -1013) setProblem('insufficient');
      else if (code === -1059) setProblem('repeated');
      else setServerFieldErrors(form, error);
      return null;
    }
  };

  if (done)
    return (
      <CashInDone
        order={done}
        onAnother={() => {
          form.resetFields();
          setCustomer(null);
          setProblem(null);
          setSn(newOrderSn('CI'));
          setDone(null);
        }}
      />
    );
  if (channels.length > 0 && !currency)
    return <Alert type="warning" showIcon title={t('agentCashIn:noCurrency')} />;
  const name = customer?.name ?? t('agentCashIn:noName');
  return (
    <Form
      form={form}
      name="agentCashIn"
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ by: 'accountNo', countryId: countryId === 255 ? 255 : 254 }}
      onValuesChange={(changed: Partial<CashInValues>) => {
        // Another customer means another check of the name.
        if (CUSTOMER_FIELDS.some((f) => f in changed)) setCustomer(null);
      }}
    >
      <Alert type="info" showIcon title={t('agentCashIn:intro')} style={{ marginBottom: 16 }} />
      <CustomerFields by={by} />
      {!customer && (
        <Button onClick={() => void find()} data-testid="cash-in-find">
          {t('agentCashIn:find')}
        </Button>
      )}
      {customer && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            title={t('agentCashIn:customer')}
            data-testid="cash-in-customer"
            style={{ marginBottom: 8 }}
          >
            <Descriptions.Item label={t('agentCashIn:customerName')}>
              <strong data-testid="cash-in-customer-name">{name}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('agentCashIn:customerAccount')}>
              {customer.accountNo}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">{t('agentCashIn:checkName')}</Typography.Paragraph>
          <Form.Item
            name="amount"
            label={`${t('agentCashIn:amount')} (${currency?.code ?? ''})`}
            extra={`${t('agentCashIn:float')}: ${formatMoney(float, currency?.code)}`}
            rules={[
              { required: true, message: t('agentCashIn:required') },
              { pattern: AMOUNT, message: t('agentCashIn:amountRule') },
            ]}
          >
            <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
          </Form.Item>
          {problem && (
            <Alert
              type={problem === 'insufficient' ? 'error' : 'info'}
              showIcon
              style={{ marginBottom: 16 }}
              title={t(`agentCashIn:${problem}`)}
              action={
                problem === 'insufficient' ? (
                  <ScreenLink to="/home/psp-recharge">{t('agentCashIn:topUp')}</ScreenLink>
                ) : undefined
              }
            />
          )}
          <Space>
            <Button
              type="primary"
              disabled={!currency}
              onClick={async () => {
                await form.validateFields(['amount']);
                setProblem(null);
                setVerifying(true);
              }}
            >
              {t('agentCashIn:deposit')}
            </Button>
          </Space>
        </>
      )}
      <FundPasswordDialog
        open={verifying}
        onCancel={() => setVerifying(false)}
        onSubmit={deposit}
        okText={t('agentCashIn:deposit')}
        hint={t('agentCashIn:verifyHint', {
          amount: formatMoney(
            (form.getFieldValue('amount') as string | undefined) ?? '0',
            currency?.code,
          ),
          name,
        })}
      />
    </Form>
  );
}
