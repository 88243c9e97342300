import { Link } from 'react-router';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { kycStatusOf } from '../../../lib/kycStatus.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { accountTypeOf } from '../../../lib/accountType.ts';

/** The account's facts: number, contacts, country, type, registration and KYC status. */
export function AccountFacts({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const kyc = kycStatusOf(info.auditStatus);
  const notLinked = <span className="profile-muted">{t('profile:notLinked')}</span>;
  return (
    <Descriptions
      column={{ xs: 1, sm: 2, lg: 3 }}
      size="small"
      layout="vertical"
      colon={false}
      className="profile-facts"
    >
      <Descriptions.Item label={t('profile:field.accountNo')}>
        <CopyValue value={info.accountNo} label={t('profile:field.accountNo')} />
      </Descriptions.Item>
      <Descriptions.Item label={t('profile:field.phone')}>
        {info.phone || notLinked}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile:field.email')}>
        {info.email || notLinked}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile:field.country')}>
        {info.countryName || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile:field.userType')}>
        {t(`profile:userType.${accountTypeOf(info)}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile:field.createTime')}>
        {formatDateTime(info.createTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile:field.kyc')}>
        <Tag color={kyc.color}>{t(`profile:kyc.${kyc.key}`)}</Tag>
        {kyc.key !== 'approved' && info.parentId === 0 && (
          <Link to="/home/kyc-auth">{t('profile:kyc.verifyNow')}</Link>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
