import { Suspense, useState } from 'react';
import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUSH_TOP_UP_PAY_TYPES } from '@pesa/contract';
import { useChannels, useUpcomingChannels } from '../../../lib/money/api.ts';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { KycRequiredAlert } from '../../../components/KycRequiredAlert.tsx';
import { kycLimitMessage, kycRequiredUrl } from '../../../lib/kycGate.ts';
import { setServerFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { createTopUp, type Scope, type TopUpOrder } from '../api.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { FileUploadField, prefetchNextStep } from './topUpSteps.ts';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const WHOLE_AMOUNT = /^\d{1,15}$/;
const MPESA_STK_PUSH = 502;

interface Values {
  payType: number;
  amount: string;
  phone?: string;
  proofFile?: string;
}

function isPush(payType: number | undefined): boolean {
  return payType !== undefined && PUSH_TOP_UP_PAY_TYPES.includes(payType);
}

/**
 * The proof upload of a manual top-up, loaded when that method is chosen. Form.Item hands its
 * value, onChange and id to this wrapper, which passes them on.
 */
function LazyUpload(props: { value?: string; onChange?: (path?: string) => void; id?: string }) {
  return (
    <Suspense fallback={<LineSkeleton />}>
      <FileUploadField {...props} />
    </Suspense>
  );
}

/** Method (the country's collection channels), amount, and the method's own field. */
export function TopUpForm({
  scope,
  onCreated,
}: {
  scope: Scope;
  onCreated: (o: TopUpOrder) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { data: info } = useUserInfo();
  const { data: channels = [], isLoading } = useChannels(info?.countryId);
  // The wallet pushes lead: the payer confirms on the phone and the money lands by itself.
  const methods = channels
    .filter((c) => c.direction === 'collection' && c.scope === scope)
    .sort((a, b) => Number(isPush(b.payType)) - Number(isPush(a.payType)));
  // Wallets no provider can carry yet are shown, not offered: customers learn they are coming.
  const { data: upcoming = [] } = useUpcomingChannels(info?.countryId);
  const coming = upcoming.filter((c) => c.direction === 'collection' && c.scope === scope);
  const payType = Form.useWatch('payType', form);
  const channel = methods.find((c) => c.payType === payType);
  const push = isPush(payType);
  // Tanzania's wallets move whole shillings only (the server's rail adapter refuses cents too).
  const wholeOnly = push && payType !== MPESA_STK_PUSH;
  // One order number per filled-in form: resubmitting after a lost reply is not a second top-up.
  const [sn, setSn] = useState(() => newOrderSn('R'));
  const [busy, setBusy] = useState(false);
  const [kyc, setKyc] = useState<{ url: string; detail: string | null } | null>(null);

  const submit = async (values: Values) => {
    if (!channel) return;
    setBusy(true);
    setKyc(null);
    try {
      const order = await createTopUp({
        sn,
        scope,
        payType: values.payType,
        currencyId: channel.currencyId,
        amount: values.amount.trim(),
        phone: isPush(values.payType) ? values.phone?.trim() : undefined,
        proofFile: values.payType === 200 ? values.proofFile : undefined,
      });
      setSn(newOrderSn('R'));
      onCreated(order);
    } catch (error) {
      // The request layer has shown the message; the KYC gate also needs a way to the KYC page,
      // and a refused amount (below the method's minimum) is marked on its field.
      const url = kycRequiredUrl(error);
      setKyc(url ? { url, detail: kycLimitMessage(error) } : null);
      setServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  /** Tanzania's wallets by the names customers know; the other routes by their method name. */
  const methodLabel = (c: (typeof methods)[number]) =>
    isPush(c.payType) && c.payType !== MPESA_STK_PUSH
      ? t(`topup:wallet.${c.payType}`, { defaultValue: c.name })
      : t(`money:payType.${c.payType}`, { defaultValue: c.name });

  if (!isLoading && methods.length === 0)
    return <Alert type="info" showIcon title={t('topup:noMethods')} />;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => {
        setSn(newOrderSn('R'));
        prefetchNextStep();
      }}
      initialValues={{ phone: info?.phone ?? undefined }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="payType"
        label={t('topup:method')}
        rules={[{ required: true, message: t('topup:required') }]}
      >
        <Radio.Group className="topup-methods">
          {methods.map((c) => (
            <Radio key={c.payType} value={c.payType}>
              {methodLabel(c)} · {c.currencyCode}
            </Radio>
          ))}
          {coming.map((c) => (
            <Radio key={`upcoming-${c.payType}`} value={c.payType} disabled>
              {methodLabel(c)} · {c.currencyCode} · {t('topup:notAvailableYet')}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="amount"
        label={`${t('money:field.amount')}${channel ? ` (${channel.currencyCode})` : ''}`}
        rules={[
          { required: true, message: t('topup:required') },
          wholeOnly
            ? { pattern: WHOLE_AMOUNT, message: t('topup:wholeAmountRule') }
            : { pattern: AMOUNT, message: t('topup:amountRule') },
        ]}
      >
        <TrimmedInput inputMode="decimal" placeholder="0.00" autoComplete="off" />
      </Form.Item>
      {push && (
        <Form.Item
          name="phone"
          label={t('topup:walletPhone', { wallet: t(`topup:wallet.${payType}`) })}
          rules={[{ required: true, message: t('topup:required') }]}
        >
          <TrimmedInput inputMode="tel" />
        </Form.Item>
      )}
      {payType === 200 && (
        <>
          <Form.Item
            name="proofFile"
            label={t('topup:proof')}
            rules={[{ required: true, message: t('topup:required') }]}
          >
            <LazyUpload />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            title={t('topup:manualReview')}
            style={{ marginBottom: 16 }}
          />
        </>
      )}
      {kyc && (
        <div style={{ marginBottom: 16 }}>
          <KycRequiredAlert to={kyc.url} detail={kyc.detail} />
        </div>
      )}
      <button type="submit" className="plain-button is-primary" aria-busy={busy} disabled={busy}>
        {t('topup:submit')}
      </button>
    </Form>
  );
}
