import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown where a send or top-up was refused until the account's KYC/KYB is approved. */
export function KycRequiredAlert({ to = '/home/kyc' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="kyc-required"
      title={t('kyc:gate.title')}
      description={t('kyc:gate.body')}
      action={<Link to={to}>{t('kyc:gate.link')}</Link>}
    />
  );
}
