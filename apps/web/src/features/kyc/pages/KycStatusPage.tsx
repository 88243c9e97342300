import { Alert, Button, Descriptions, Result, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { kycStatusOf, type KycStatusKey } from '../../../lib/kycStatus.ts';
import { useKycApplication, type KycApplication } from '../api.ts';
import { isBusinessUserType } from '../kycFields.ts';
import { KycSummary } from '../components/KycSummary.tsx';
import '../kyc.css';

const RESULT_STATUS: Record<KycStatusKey, 'info' | 'success' | 'warning' | 'error'> = {
  pendingApplication: 'info',
  toVerify: 'info',
  pendingApproval: 'info',
  approved: 'success',
  rejected: 'error',
};

/** The button to the form: start, continue a saved draft, or correct a rejected application. */
function actionKey(key: KycStatusKey, application: KycApplication) {
  if (key === 'rejected') return 'kyc:action.correct';
  if (key === 'pendingApplication')
    return application.id ? 'kyc:action.continue' : 'kyc:action.start';
  return null;
}

/** /home/kyc: where the application stands, what that means and what to do next. */
export default function KycStatusPage() {
  const { t } = useTranslation();
  const { data: application, isLoading, isError } = useKycApplication();
  const status = kycStatusOf(application?.auditStatus);
  const kind = isBusinessUserType(application?.userType ?? 0) ? 'kyb' : 'kyc';
  const action = application && actionKey(status.key, application);
  return (
    <section className="page-card kyc-page" aria-labelledby="kyc-title">
      <Typography.Title level={2} id="kyc-title">
        {t('menu:route.kyc')}
      </Typography.Title>
      {isLoading && <PageSpinner />}
      {isError && <Result status="warning" title={t('kyc:loadFailed')} />}
      {application && (
        <>
          <Result
            className="kyc-result"
            status={RESULT_STATUS[status.key]}
            title={t(`kyc:status.${status.key}.title`)}
            subTitle={t(`kyc:status.${status.key}.${kind}`)}
            extra={
              action && (
                <Link to="/home/kyc-auth">
                  <Button type="primary">{t(action)}</Button>
                </Link>
              )
            }
          />
          {status.key === 'rejected' && (
            <Alert
              type="error"
              showIcon
              className="kyc-reject"
              data-testid="kyc-reject-reason"
              title={t('kyc:rejectReason')}
              description={application.rejectReason ?? '-'}
            />
          )}
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 4 }}
            size="small"
            bordered
            layout="vertical"
            className="kyc-facts"
          >
            <Descriptions.Item label={t('kyc:facts.status')}>
              <Tag color={status.color} data-testid="kyc-status">
                {t(`kyc:status.${status.key}.tag`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('kyc:facts.type')}>
              {t(`kyc:facts.${kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('kyc:facts.submitted')}>
              {formatDateTime(application.submitTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('kyc:facts.reviewed')}>
              {formatDateTime(application.reviewTime)}
            </Descriptions.Item>
          </Descriptions>
          {status.key === 'approved' && <KycSummary application={application} />}
        </>
      )}
    </section>
  );
}
