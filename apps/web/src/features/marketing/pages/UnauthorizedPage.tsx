import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage.tsx';

export default function UnauthorizedPage() {
  const { t } = useTranslation('marketing');
  return (
    <StatusPage
      status="403"
      testId="unauthorized-page"
      title={`401 · ${t('status.unauthorizedTitle')}`}
      message={t('status.unauthorized')}
    />
  );
}
