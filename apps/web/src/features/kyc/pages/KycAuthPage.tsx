import { Alert, Button, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { kycStatusOf } from '../../../lib/kycStatus.ts';
import { useKycApplication } from '../api.ts';
import { isBusinessUserType } from '../kycFields.ts';
import { CompanyKybForm } from '../components/CompanyKybForm.tsx';
import { IndividualKycForm } from '../components/IndividualKycForm.tsx';
import '../kyc.css';

/**
 * /home/kyc-auth: the KYC form of an individual or the four-step KYB of a company, for a draft
 * or a rejected application. The account type is the application's (the main account's), so a
 * team member fills in the form of the account it works for.
 */
export default function KycAuthPage() {
  const { t } = useTranslation();
  const { data: application, isLoading, isError } = useKycApplication();
  const status = kycStatusOf(application?.auditStatus);
  const title = isBusinessUserType(application?.userType ?? 0)
    ? 'kyc:auth.titleCompany'
    : 'kyc:auth.title';
  return (
    <section className="page-card kyc-page" aria-labelledby="kyc-auth-title">
      <Typography.Title level={2} id="kyc-auth-title">
        {t(application ? title : 'menu:route.kycAuth')}
      </Typography.Title>
      {isLoading && <PageSpinner />}
      {isError && <Result status="warning" title={t('kyc:loadFailed')} />}
      {application && !status.editable && (
        <Result
          status={status.key === 'approved' ? 'success' : 'info'}
          title={t(`kyc:status.${status.key}.title`)}
          subTitle={t('kyc:auth.notEditable')}
          extra={
            <Link to="/home/kyc">
              <Button type="primary">{t('kyc:auth.toStatus')}</Button>
            </Link>
          }
        />
      )}
      {application && status.editable && (
        <>
          {status.key === 'rejected' && (
            <Alert
              type="error"
              showIcon
              className="kyc-reject"
              data-testid="kyc-reject-reason"
              title={t('kyc:auth.correct')}
              description={`${t('kyc:rejectReason')}: ${application.rejectReason ?? '-'}`}
            />
          )}
          {isBusinessUserType(application.userType) ? (
            <CompanyKybForm application={application} />
          ) : (
            <IndividualKycForm application={application} />
          )}
        </>
      )}
    </section>
  );
}
