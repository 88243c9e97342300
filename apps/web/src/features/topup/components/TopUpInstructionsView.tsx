import { Alert, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { PlainList } from '../../../components/PlainList.tsx';
import type { TopUpInstructions } from '../api.ts';

/** Bank and Paybill details with copy buttons, the cash shops, or the manual review notice. */
export function TopUpInstructionsView({ instructions }: { instructions: TopUpInstructions }) {
  const { t } = useTranslation();
  const { kind, reference, bank, paybill, shops } = instructions;
  return (
    <>
      <Typography.Paragraph>{t(`topup:how.${kind}`)}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('topup:reference')}>
          <CopyValue value={reference} label="reference" />
        </Descriptions.Item>
        {bank && (
          <>
            <Descriptions.Item label={t('topup:bank.bankName')}>{bank.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('topup:bank.accountName')}>
              <CopyValue value={bank.accountName} label="accountName" />
            </Descriptions.Item>
            <Descriptions.Item label={t('topup:bank.accountNumber')}>
              <CopyValue value={bank.accountNumber} label="accountNumber" />
            </Descriptions.Item>
            <Descriptions.Item label={t('topup:bank.branch')}>{bank.branch}</Descriptions.Item>
            <Descriptions.Item label={t('topup:bank.swift')}>
              <CopyValue value={bank.swift} label="swift" />
            </Descriptions.Item>
          </>
        )}
        {paybill && (
          <>
            <Descriptions.Item label={t('topup:paybill.business')}>
              <CopyValue value={paybill.businessNumber} label="businessNumber" />
            </Descriptions.Item>
            <Descriptions.Item label={t('topup:paybill.account')}>
              <CopyValue value={paybill.accountNumber} label="paybillAccount" />
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      {shops && (
        <div style={{ marginTop: 16 }}>
          <PlainList
            header={<strong>{t('topup:shops')}</strong>}
            items={shops}
            keyOf={(shop) => shop.name}
            renderItem={(shop) => (
              <Card size="small" style={{ width: '100%' }} title={shop.name}>
                <div>{shop.address}</div>
                <Typography.Text type="secondary">{shop.hours}</Typography.Text>
              </Card>
            )}
          />
        </div>
      )}
      {kind === 'offline' && (
        <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('topup:manualReview')} />
      )}
    </>
  );
}
