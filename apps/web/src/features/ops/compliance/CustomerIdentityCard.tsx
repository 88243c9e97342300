import { Alert, Descriptions, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountries } from '../../../lib/countries.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { KYC_STATUS_COLOR } from '../kyc/kycView.ts';
import { complianceApi } from './complianceCalls.ts';

/**
 * Who the item belongs to: the verified name, phone, email and account number, so a decision is
 * never taken on a bare id; and the way to their history (the customer page: orders, postings,
 * sessions and the operation log).
 */
export function CustomerIdentityCard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('ops');
  const { data: countries = [] } = useCountries();
  const who = useQuery({
    queryKey: ['ops', 'identity', userId],
    queryFn: () => complianceApi.identity(userId),
    staleTime: 60_000,
  });
  if (who.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (who.isError) return <Alert type="error" showIcon message={who.error.message} />;
  const c = who.data;
  const country = countries.find((x) => x.countryId === c.countryId);
  const status = String(c.auditStatus);
  return (
    <Descriptions
      data-testid="ops-customer-identity"
      title={t('compliance.customer')}
      extra={
        <Link to={`/ops/customers/${userId}`} data-testid="ops-customer-history">
          {t('compliance.customerHistory')}
        </Link>
      }
      column={{ xs: 1, sm: 2 }}
      size="small"
      bordered
      style={{ marginBottom: 16 }}
    >
      <Descriptions.Item label={t('compliance.customerName')}>{c.name || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('compliance.accountNo')}>{c.accountNo}</Descriptions.Item>
      <Descriptions.Item label={t('compliance.phone')}>{c.phone || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('compliance.email')}>{c.email || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('compliance.accountType')}>
        {t(c.userType === 1 ? 'compliance.company' : 'compliance.individual')}
        {country && ` · ${i18n.language === 'zh' ? country.nameZh : country.nameEn}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('compliance.verification')}>
        <Tag color={KYC_STATUS_COLOR[status]}>{t(`kyc.statuses.${status}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('compliance.registered')}>
        {formatDateTime(c.createTime)}
      </Descriptions.Item>
    </Descriptions>
  );
}
