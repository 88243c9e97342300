import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiApproved } from '../../../lib/permissions/apiAccess.ts';
import { ApplicationStatus } from '../components/ApplicationStatus.tsx';
import { BusinessOnlyNotice, InfoLoadState } from '../components/AccessNotice.tsx';
import { useApiAccessState } from '../useApiAccessState.ts';
import '../../../components/plain/plainControls.css';
import '../apiAccess.css';

// The dashboard is what an approved merchant sees; a company still applying never loads it.
const ApiDashboardView = lazy(() => import('../components/ApiDashboardView.tsx'));

/**
 * The API account (/homeApi/account): the dashboard once access is approved; before that, the
 * application's state (apply, awaiting review, or rejected with a way to correct it).
 */
export default function ApiAccountPage() {
  const { t } = useTranslation();
  const { allowed, data: info, isPending, isError, refetch } = useApiAccessState();
  if (allowed && isApiApproved(info)) return <ApiDashboardView />;

  const body = () => {
    if (!allowed) return <BusinessOnlyNotice />;
    if (isPending || isError)
      return <InfoLoadState failed={isError} onRetry={() => void refetch()} />;
    return <ApplicationStatus info={info} />;
  };
  return (
    <section className="page-card plain-screen api-page" aria-labelledby="api-account-title">
      <h2 className="plain-page-title" id="api-account-title">
        {t('menu:route.apiAccount')}
      </h2>
      {body()}
    </section>
  );
}
