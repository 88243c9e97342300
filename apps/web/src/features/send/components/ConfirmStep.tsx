import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Descriptions, Space } from 'antd';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newOrderSn } from '../../../lib/money/sn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useAssetRows, type Order } from '../../../lib/money/api.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { kycLimitMessage, kycRequiredUrl } from '../../../lib/kycGate.ts';
import { serverFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { KycRequiredAlert } from '../../../components/KycRequiredAlert.tsx';
import { createOrder, fetchQuote, type Scope, type SendDraft } from '../api.ts';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { isMissingFundPassword } from '../../../lib/money/fundPassword.ts';
import { QuoteSummary } from './QuoteSummary.tsx';
import { destinationRows } from '../destination.ts';
import { usePayeeNameCheck } from '../nameCheck.ts';
import { NameCheckNotice } from './NameCheckNotice.tsx';
import { wrongFundPasswordText } from '../../../lib/money/wrongFundPassword.ts';

/** Step 4: review, then pay with the transaction password. */
export function ConfirmStep(props: {
  scope: Scope;
  draft: SendDraft;
  fromCode: string;
  toCode: string;
  onDone: (order: Order) => void;
  onBack: () => void;
}) {
  const { scope, draft, fromCode, toCode, onDone, onBack } = props;
  const { t } = useTranslation();
  // One order number per confirmation: a retry after a lost reply cannot pay twice (-1059).
  const [sn] = useState(() => newOrderSn(scope === 1 ? 'M' : 'P'));
  const [dialog, setDialog] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  const quote = useQuery({
    queryKey: ['order', 'quote', scope, draft.payee?.id, draft.currencyId, draft.amount],
    queryFn: ({ signal }) => fetchQuote(scope, draft, signal),
    retry: false,
  });
  const ordersPath = scope === 1 ? '/home/mrp-order' : '/home/psp-order';
  // The payee's name as the rail holds it, shown before paying; a mismatch needs a tick.
  const nameCheck = usePayeeNameCheck(draft.payee);
  const [mismatchAccepted, setMismatchAccepted] = useState(false);
  // A wallet send (pay type 0) pays another customer, who is told in the app already.
  const canTellRecipient = draft.payee ? draft.payee.payType !== 0 : false;
  const [tellRecipient, setTellRecipient] = useState(false);
  // The server grades again when paying: a mismatch it found (the look-up here failed, or the
  // registry changed) is shown and needs the same tick.
  const [serverMismatch, setServerMismatch] = useState(false);
  const shownCheck = serverMismatch ? { result: 'NO_MATCH' as const } : nameCheck.data;
  const nameCheckHolds =
    (nameCheck.isPending && !serverMismatch) ||
    (shownCheck?.result === 'NO_MATCH' && !mismatchAccepted);
  // Which balance pays, said before the transaction password is asked for (issue 15, item 3).
  const { data: assets } = useAssetRows();
  const payingRow = assets?.find((a) => a.currencyId === draft.currencyId);
  const payingBalance = scope === 1 ? payingRow?.crossBorder : payingRow?.domestic;

  const pay = async (password: string): Promise<string | null> => {
    try {
      onDone(
        await createOrder(
          scope,
          draft,
          sn,
          password,
          shownCheck?.result === 'NO_MATCH' && mismatchAccepted,
          canTellRecipient && tellRecipient,
        ),
      );
      return null;
    } catch (error) {
      const code = error instanceof RequestError ? error.code : 0;
      const wrong = wrongFundPasswordText(error);
      if (wrong) return wrong;
      // No transaction password yet: the dialog stays open and offers to set one.
      if (await isMissingFundPassword(error)) return null;
      setDialog(false);
      const kycUrl = kycRequiredUrl(error);
      const fields = serverFieldErrors(error);
      const fieldMessages = fields.flatMap((f) => f.errors);
      if (fields.some((f) => f.name === 'nameCheckConfirmed')) {
        setServerMismatch(true);
        setMismatchAccepted(false);
      } else if (kycUrl) {
        setProblem(<KycRequiredAlert to={kycUrl} detail={kycLimitMessage(error)} />);
      } else if (fieldMessages.length > 0) {
        // E.g. the amount is now below the channel's minimum: the way back is the amount step.
        setProblem(<Alert type="error" showIcon title={fieldMessages.join(' ')} />);
      } else if (code === -1013 || code === -1014) {
        const topUp = scope === 1 ? '/home/mrp-recharge' : '/home/psp-recharge';
        setProblem(
          <Alert
            type="error"
            showIcon
            title={t('send:insufficient')}
            action={<ScreenLink to={topUp}>{t('send:topUp')}</ScreenLink>}
          />,
        );
      } else if (code === -1059) {
        setProblem(
          <Alert
            type="info"
            showIcon
            title={t('send:alreadySent')}
            action={<ScreenLink to={ordersPath}>{t('send:viewOrders')}</ScreenLink>}
          />,
        );
      }
      return null;
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 560 }} size="middle">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('money:field.payee')}>{draft.payee?.name}</Descriptions.Item>
        <Descriptions.Item label={t('money:field.payType')}>
          {t(`money:payType.${draft.payee?.payType}`)}
        </Descriptions.Item>
        {draft.payee &&
          destinationRows(draft.payee).map((row) => (
            <Descriptions.Item key={row.label} label={t(`send:destination.${row.label}`)}>
              <span data-testid={`send-destination-${row.label}`}>{row.value}</span>
            </Descriptions.Item>
          ))}
        <Descriptions.Item label={t('money:field.amount')}>
          {formatMoney(draft.amount, fromCode)}
        </Descriptions.Item>
        <Descriptions.Item label={t('crossBorder:paidFrom')}>
          <span data-testid="paid-from">
            {t(scope === 1 ? 'send:crossBorderWallet' : 'send:domesticWallet')} ·{' '}
            {t('money:availableAmount', { amount: formatMoney(payingBalance ?? '0', fromCode) })}
          </span>
        </Descriptions.Item>
        {scope === 1 && (
          <Descriptions.Item label={t('send:purpose')}>
            {t(`send:purposes.${draft.fundsPurpose}`)}
          </Descriptions.Item>
        )}
        {scope === 1 && draft.contractWorkerName && (
          <Descriptions.Item label={t('send:contractWorker')}>
            {draft.contractWorkerName}
          </Descriptions.Item>
        )}
        {draft.remark?.trim() && (
          <Descriptions.Item label={t('money:field.remark')}>
            <span data-testid="send-remark">{draft.remark.trim()}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <QuoteSummary
        quote={quote.data}
        loading={quote.isFetching}
        fromCode={fromCode}
        toCode={toCode}
        onExpire={() => void quote.refetch()}
      />
      <NameCheckNotice
        check={shownCheck}
        loading={nameCheck.isPending && !serverMismatch}
        failed={nameCheck.isError && !serverMismatch}
        confirmed={mismatchAccepted}
        onConfirm={setMismatchAccepted}
      />
      {canTellRecipient && (
        <Checkbox
          checked={tellRecipient}
          onChange={(e) => setTellRecipient(e.target.checked)}
          data-testid="send-notify-recipient"
        >
          {t('notifications:tellRecipient')}
        </Checkbox>
      )}
      {problem}
      <Space>
        <Button onClick={onBack}>{t('send:back')}</Button>
        <Button
          type="primary"
          onClick={() => setDialog(true)}
          disabled={!quote.data || nameCheckHolds}
        >
          {t('send:confirm')}
        </Button>
      </Space>
      <FundPasswordDialog open={dialog} onCancel={() => setDialog(false)} onSubmit={pay} />
    </Space>
  );
}
