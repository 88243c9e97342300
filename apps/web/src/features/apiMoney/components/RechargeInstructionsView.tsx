import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import type { RechargeMethod } from '../api.ts';

/**
 * Where to pay before sending the proof: the published collection account with copy buttons and
 * the merchant's account number as the reference, or, for an offline payment, what happens next.
 */
export function RechargeInstructionsView({ method }: { method: RechargeMethod }) {
  const { t } = useTranslation();
  const { bank, reference } = method;
  return (
    <div data-testid="recharge-instructions" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        {t(bank ? 'apiMoney:recharge.howBank' : 'apiMoney:recharge.howOffline')}
      </Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('apiMoney:recharge.reference')}>
          <CopyValue value={reference} label={t('apiMoney:recharge.reference')} />
        </Descriptions.Item>
        {bank && (
          <>
            <Descriptions.Item label={t('apiMoney:bank.bankName')}>
              {bank.bankName}
            </Descriptions.Item>
            <Descriptions.Item label={t('apiMoney:bank.accountName')}>
              <CopyValue value={bank.accountName} label={t('apiMoney:bank.accountName')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('apiMoney:bank.accountNumber')}>
              <CopyValue value={bank.accountNumber} label={t('apiMoney:bank.accountNumber')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('apiMoney:bank.branch')}>{bank.branch}</Descriptions.Item>
            <Descriptions.Item label={t('apiMoney:bank.swift')}>
              <CopyValue value={bank.swift} label={t('apiMoney:bank.swift')} />
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      <Alert type="info" showIcon title={t('apiMoney:recharge.review')} style={{ marginTop: 16 }} />
    </div>
  );
}
