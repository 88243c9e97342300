import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { PlainResult } from '../../../components/plain/PlainResult.tsx';
import { kycStatusOf } from '../../../lib/kycStatus.ts';
import { useKycApplication, type KycApplication } from '../api.ts';
import { isBusinessUserType } from '../kycFields.ts';
import '../../../components/plain/plainControls.css';
import '../kyc.css';

type FormProps = { application: KycApplication };

// Each form loads (with antd's form and providers) only for the account that fills it in: an
// individual never downloads the company's four steps, nor anyone a form already sent (issue 16).
const CompanyKybForm = lazyAntdPage<FormProps>(() =>
  import('../components/CompanyKybForm.tsx').then((m) => ({ default: m.CompanyKybForm })),
);
const IndividualKycForm = lazyAntdPage<FormProps>(() =>
  import('../components/IndividualKycForm.tsx').then((m) => ({ default: m.IndividualKycForm })),
);

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
    <section className="page-card plain-screen kyc-page" aria-labelledby="kyc-auth-title">
      <h2 className="plain-page-title" id="kyc-auth-title">
        {t(application ? title : 'menu:route.kycAuth')}
      </h2>
      {isLoading && <PageSpinner />}
      {isError && <PlainResult status="warning" title={t('kyc:loadFailed')} />}
      {application && !status.editable && (
        <PlainResult
          status={status.key === 'approved' ? 'success' : 'info'}
          title={t(`kyc:status.${status.key}.title`)}
          subTitle={t('kyc:auth.notEditable')}
          extra={
            <Link to="/home/kyc" className="plain-button is-primary">
              {t('kyc:auth.toStatus')}
            </Link>
          }
        />
      )}
      {application && status.editable && (
        <>
          {status.key === 'rejected' && (
            <PlainAlert
              type="error"
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
