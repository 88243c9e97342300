import { Alert, Button, Empty, Radio, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayeeView } from '@pesa/contract';
import { useSendPayees, type Scope } from '../api.ts';

/** Step 1: one of the approved recipients of this service. */
export function RecipientStep({
  scope,
  value,
  onNext,
}: {
  scope: Scope;
  value?: PayeeView;
  onNext: (payee: PayeeView) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useSendPayees(scope);
  const payees = data?.rows ?? [];
  const approved = payees.filter((p) => p.auditStatus === 1);
  const waiting = payees.length - approved.length;

  if (!isLoading && payees.length === 0) {
    return (
      <Empty description={t('send:noRecipients')}>
        <Link to="/home/assets-payee">{t('send:addRecipient')}</Link>
      </Empty>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {waiting > 0 && (
        <Alert type="info" showIcon title={t('send:waitingApproval', { count: waiting })} />
      )}
      <Radio.Group
        value={value?.id}
        onChange={(e) => {
          const payee = approved.find((p) => p.id === e.target.value);
          if (payee) onNext(payee);
        }}
        style={{ width: '100%' }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {approved.map((p) => (
            <Radio key={p.id} value={p.id} className="send-choice">
              <Typography.Text strong>{p.name}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t(`money:payType.${p.payType}`, { defaultValue: String(p.payType) })} ·{' '}
                {p.phone || p.bankNo || p.userAccountNo}
              </Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Link to="/home/assets-payee">
        <Button type="link" style={{ paddingInline: 0 }}>
          {t('send:manageRecipients')}
        </Button>
      </Link>
    </Space>
  );
}
