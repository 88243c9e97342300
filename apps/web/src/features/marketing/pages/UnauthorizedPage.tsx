import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { StatusPage } from '../components/StatusPage.tsx';

export default function UnauthorizedPage() {
  const { t } = useTranslation('marketing');
  // A signed-in user lands here from a screen their role or account does not open.
  const loggedIn = useIsLoggedIn();
  return (
    <StatusPage
      status="403"
      testId="unauthorized-page"
      title={`401 · ${t('status.unauthorizedTitle')}`}
      message={t(loggedIn ? 'status.unauthorizedSignedIn' : 'status.unauthorized')}
    />
  );
}
