import { Link } from 'react-router';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { kycStatusOf } from '../../../lib/kycStatus.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { accountTypeOf } from '../../../lib/accountType.ts';

/** Registration time, KYC status, country and account type of the logged-in account. */
export function AccountSummary({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const kyc = kycStatusOf(info.auditStatus);
  // The KYC page explains every status; the link shows to whoever holds that page.
  const canOpenKyc = useSessionAccess().data?.view.routes.some((r) => r.name === 'Kyc') ?? false;
  const accountType = accountTypeOf(info);
  return (
    <Card title={t('dashboard:account.title')} className="dashboard-card">
      <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small" layout="vertical">
        <Descriptions.Item label={t('dashboard:account.registered')}>
          {formatDateTime(info.createTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard:account.kyc')}>
          <Tag color={kyc.color}>{t(`dashboard:kyc.${kyc.key}`)}</Tag>
          {canOpenKyc && (
            <Link to="/home/kyc" data-testid="dashboard-kyc-link">
              {t(kyc.editable ? 'dashboard:account.verifyNow' : 'dashboard:account.kycDetails')}
            </Link>
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
