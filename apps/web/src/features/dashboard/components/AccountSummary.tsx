import { Link } from 'react-router';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { kycStatusOf } from '../kycStatus.ts';

/** Registration time, KYC status, country and account type of the logged-in account. */
export function AccountSummary({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const kyc = kycStatusOf(info.auditStatus);
  const accountType = info.parentId > 0 ? 'member' : info.userType === 1 ? 'company' : 'individual';
  return (
    <Card title={t('dashboard:account.title')} className="dashboard-card">
      <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small" layout="vertical">
        <Descriptions.Item label={t('dashboard:account.registered')}>
          {formatDateTime(info.createTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard:account.kyc')}>
          <Tag color={kyc.color}>{t(`dashboard:kyc.${kyc.key}`)}</Tag>
          {kyc.key !== 'approved' && info.parentId === 0 && (
            <Link to="/home/kyc-auth">{t('dashboard:account.verifyNow')}</Link>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard:account.country')}>
          {info.countryName || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard:account.type')}>
          {t(`dashboard:accountType.${accountType}`)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
