import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('marketing');
  return (
    <StatusPage
      status="404"
      testId="not-found-page"
      title={`404 · ${t('status.notFoundTitle')}`}
      message={t('status.notFound')}
    />
  );
}
