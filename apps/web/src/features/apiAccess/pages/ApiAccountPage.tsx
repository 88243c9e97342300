import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiApproved } from '../../../lib/permissions/apiAccess.ts';
import { ApiDashboardView } from '../components/ApiDashboardView.tsx';
import { ApplicationStatus } from '../components/ApplicationStatus.tsx';
import { BusinessOnlyNotice, InfoLoadState } from '../components/AccessNotice.tsx';
import { useApiAccessState } from '../useApiAccessState.ts';
import '../apiAccess.css';

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
    <section className="page-card api-page" aria-labelledby="api-account-title">
      <Typography.Title level={2} id="api-account-title">
        {t('menu:route.apiAccount')}
      </Typography.Title>
      {body()}
    </section>
  );
}
