import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { kycStatusOf } from '../../../lib/kycStatus.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { accountTypeOf } from '../../../lib/accountType.ts';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';

/** Registration time, KYC status, country and account type of the logged-in account. */
export function AccountSummary({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const kyc = kycStatusOf(info.auditStatus);
  // The KYC page explains every status; the link shows to whoever holds that page.
  const canOpenKyc = useSessionAccess().data?.view.routes.some((r) => r.name === 'Kyc') ?? false;
  const accountType = accountTypeOf(info);
  const facts = [
    { label: t('dashboard:account.registered'), value: formatDateTime(info.createTime) },
    {
      label: t('dashboard:account.kyc'),
      value: (
        <>
          <StatusTag tone={kyc.color}>{t(`dashboard:kyc.${kyc.key}`)}</StatusTag>
          {canOpenKyc && (
            <Link to="/home/kyc" data-testid="dashboard-kyc-link">
              {t(kyc.editable ? 'dashboard:account.verifyNow' : 'dashboard:account.kycDetails')}
            </Link>
          )}
        </>
      ),
    },
    { label: t('dashboard:account.country'), value: info.countryName || '-' },
    { label: t('dashboard:account.type'), value: t(`dashboard:accountType.${accountType}`) },
  ];
  return (
    <PlainCard title={t('dashboard:account.title')} className="dashboard-card">
      <dl className="account-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </PlainCard>
  );
}
