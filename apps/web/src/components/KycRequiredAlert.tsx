import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Shown where a send or top-up was refused until the account's KYC/KYB is approved. `detail` is
 * the server's message when it says more than the size of one payment (a rolling limit).
 */
export function KycRequiredAlert({
  to = '/home/kyc',
  detail,
}: {
  to?: string;
  detail?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="kyc-required"
      title={t('kyc:gate.title')}
      description={detail || t('kyc:gate.body')}
      action={<Link to={to}>{t('kyc:gate.link')}</Link>}
    />
  );
}
