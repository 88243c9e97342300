import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiAuditStatus } from '@pesa/contract';
import { ApplicationForm } from '../components/ApplicationForm.tsx';
import { ApplicationStatus } from '../components/ApplicationStatus.tsx';
import { EndpointsForm } from '../components/EndpointsForm.tsx';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { BusinessOnlyNotice, InfoLoadState } from '../components/AccessNotice.tsx';
import { useApiAccessState } from '../useApiAccessState.ts';
import '../apiAccess.css';

/**
 * Apply for API access (/homeApi/account-create): the form for a first application or a
 * rejected one (prefilled, with the reason); the application's state while it is under review;
 * once approved, the main account's notify URL and allow-list, which it may change at once.
 */
export default function ApiAccountCreatePage() {
  const { t } = useTranslation();
  const { allowed, data: info, isPending, isError, refetch } = useApiAccessState();
  const isMain = useSessionAccess().data?.view.isMainAccount ?? false;
  const status = info?.auditStatus ?? null;
  const canApply = status === null || status === ApiAuditStatus.REJECTED;

  const body = () => {
    if (!allowed) return <BusinessOnlyNotice />;
    if (isPending || isError)
      return <InfoLoadState failed={isError} onRetry={() => void refetch()} />;
    if (info && status === ApiAuditStatus.APPROVED) {
      return (
        <>
          <ApplicationStatus info={info} />
          {isMain && <EndpointsForm info={info} />}
        </>
      );
    }
    if (!canApply) return <ApplicationStatus info={info} />;
    return (
      <>
        {status === ApiAuditStatus.REJECTED && (
          <Alert
            type="warning"
            showIcon
            className="api-reject-alert"
            title={t('apiAccess:status.rejectedTitle')}
            description={`${t('apiAccess:status.rejectReason')}: ${info?.rejectReason || '-'}`}
            data-testid="api-reject-reason"
          />
        )}
        <Typography.Paragraph type="secondary">{t('apiAccess:form.intro')}</Typography.Paragraph>
        <ApplicationForm info={info} />
      </>
    );
  };

  return (
    <section className="page-card api-page" aria-labelledby="api-create-title">
      <Typography.Title level={2} id="api-create-title">
        {t('menu:route.apiAccountCreate')}
      </Typography.Title>
      {body()}
    </section>
  );
}
