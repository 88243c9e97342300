import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { kycStatusOf } from '../../../lib/kycStatus.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { accountTypeOf } from '../../../lib/accountType.ts';

/** One fact: its name above its value, as antd's vertical Descriptions drew it. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The account's facts: number, contacts, country, type, registration and KYC status. */
export function AccountFacts({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const kyc = kycStatusOf(info.auditStatus);
  const notLinked = <span className="profile-muted">{t('profile:notLinked')}</span>;
  return (
    <dl className="profile-facts">
      <Fact label={t('profile:field.accountNo')}>
        <CopyValue value={info.accountNo} label={t('profile:field.accountNo')} />
      </Fact>
      <Fact label={t('profile:field.phone')}>{info.phone || notLinked}</Fact>
      <Fact label={t('profile:field.email')}>{info.email || notLinked}</Fact>
      <Fact label={t('profile:field.country')}>{info.countryName || '-'}</Fact>
      <Fact label={t('profile:field.userType')}>
        {t(`profile:userType.${accountTypeOf(info)}`)}
      </Fact>
      <Fact label={t('profile:field.createTime')}>{formatDateTime(info.createTime)}</Fact>
      <Fact label={t('profile:field.kyc')}>
        <StatusTag tone={kyc.color}>{t(`profile:kyc.${kyc.key}`)}</StatusTag>
        {kyc.key !== 'approved' && info.parentId === 0 && (
          <Link to="/home/kyc-auth">{t('profile:kyc.verifyNow')}</Link>
        )}
      </Fact>
    </dl>
  );
}
