import { PlainDescriptions } from '../../../components/plain/PlainDescriptions.tsx';
import { PlainResult } from '../../../components/plain/PlainResult.tsx';
import { ApiOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiAuditStatus } from '@pesa/contract';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { ApiAccessInfo } from '../../../lib/permissions/apiAccess.ts';

const CREATE_PATH = '/homeApi/account-create';

/** What was sent and when, under the pending and rejected states. */
function ApplicationSummary({ info }: { info: ApiAccessInfo }) {
  const { t } = useTranslation();
  const items = [
    { key: 'companyName', label: t('apiAccess:field.companyName'), children: info.companyName },
    {
      key: 'monthlyVolume',
      label: t('apiAccess:field.monthlyVolume'),
      children: formatMoney(info.monthlyVolume, 'USD'),
    },
    { key: 'notifyUrl', label: t('apiAccess:field.notifyUrl'), children: info.notifyUrl },
    {
      key: 'createTime',
      label: t('apiAccess:status.submittedAt'),
      children: formatDateTime(info.createTime),
    },
  ];
  return (
    <PlainDescriptions
      items={items.map((item) => ({ ...item, children: item.children || '-' }))}
      className="api-application-summary"
    />
  );
}

/**
 * The application's state where the dashboard or the form would be: a call to apply, awaiting
 * review, rejected with the reason and a way to correct it, or approved (on the application
 * screen; the account screen shows the dashboard then).
 */
export function ApplicationStatus({ info }: { info: ApiAccessInfo | null | undefined }) {
  const { t } = useTranslation();
  const status = info?.auditStatus ?? null;
  if (status === null || !info) {
    return (
      <PlainResult
        icon={<ApiOutlined className="api-status-icon" />}
        title={t('apiAccess:status.noneTitle')}
        subTitle={t('apiAccess:status.noneBody')}
        extra={
          <Link to={CREATE_PATH} className="plain-button is-primary">
            {t('apiAccess:status.apply')}
          </Link>
        }
        data-testid="api-status-none"
      />
    );
  }
  if (status === ApiAuditStatus.PENDING) {
    return (
      <div data-testid="api-status-pending">
        <PlainResult
          icon={<ClockCircleOutlined className="api-status-icon" />}
          title={t('apiAccess:status.pendingTitle')}
          subTitle={t('apiAccess:status.pendingBody')}
        />
        <ApplicationSummary info={info} />
      </div>
    );
  }
  if (status === ApiAuditStatus.REJECTED) {
    return (
      <PlainResult
        status="warning"
        title={t('apiAccess:status.rejectedTitle')}
        subTitle={
          <>
            {t('apiAccess:status.rejectReason')}: {info.rejectReason || '-'}
          </>
        }
        extra={
          <Link to={CREATE_PATH} className="plain-button is-primary">
            {t('apiAccess:status.resubmit')}
          </Link>
        }
        data-testid="api-status-rejected"
      />
    );
  }
  return (
    <PlainResult
      status="success"
      title={t('apiAccess:status.approvedTitle')}
      subTitle={t('apiAccess:status.approvedBody')}
      extra={
        <Link to="/homeApi/account" className="plain-button is-primary">
          {t('apiAccess:status.openDashboard')}
        </Link>
      }
      data-testid="api-status-approved"
    />
  );
}
