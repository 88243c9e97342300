import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import type { RechargeMethod } from '../api.ts';
import { RowDetails } from './RowDetails.tsx';

/**
 * Where to pay before sending the proof: the published collection account with copy buttons and
 * the merchant's account number as the reference, or, for an offline payment, what happens next.
 */
export function RechargeInstructionsView({ method }: { method: RechargeMethod }) {
  const { t } = useTranslation();
  const { bank, reference } = method;
  const copyable = (key: string, value: string) => ({
    label: t(key),
    value: <CopyValue value={value} label={t(key)} />,
  });
  return (
    <div data-testid="recharge-instructions" style={{ marginBottom: 16 }}>
      <p className="api-text">
        {t(bank ? 'apiMoney:recharge.howBank' : 'apiMoney:recharge.howOffline')}
      </p>
      <RowDetails
        single
        items={[
          copyable('apiMoney:recharge.reference', reference),
          ...(bank
            ? [
                { label: t('apiMoney:bank.bankName'), value: bank.bankName },
                copyable('apiMoney:bank.accountName', bank.accountName),
                copyable('apiMoney:bank.accountNumber', bank.accountNumber),
                { label: t('apiMoney:bank.branch'), value: bank.branch },
                copyable('apiMoney:bank.swift', bank.swift),
              ]
            : []),
        ]}
      />
      <PlainAlert type="info" title={t('apiMoney:recharge.review')} style={{ marginTop: 16 }} />
    </div>
  );
}
