import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { ReviewDetail } from './financeCalls.ts';

/** Who the order belongs to: the name they verified (else the nickname), phone, account. */
export function CustomerCard({ customer }: { customer: ReviewDetail['customer'] }) {
  const { t } = useTranslation('ops');
  if (!customer) return null;
  const rows: Array<[string, string | null]> = [
    ['name', customer.verifiedName ?? customer.nickName],
    ['accountNo', customer.accountNo],
    ['type', t(customer.userType === 1 ? 'finance.company' : 'finance.individual')],
    ['phone', customer.phone],
    ['email', customer.email],
    ['kyc', t(`kyc.statuses.${customer.kycStatus}`, { defaultValue: customer.kycStatus })],
    ['language', t(customer.language === 'zh_CN' ? 'finance.chinese' : 'finance.english')],
    ['since', formatDateTime(customer.createTime, false)],
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      title={t('finance.customerSection')}
      items={rows
        .filter(([, value]) => value)
        .map(([key, value]) => ({ key, label: t(`finance.customer.${key}`), children: value }))}
    />
  );
}
