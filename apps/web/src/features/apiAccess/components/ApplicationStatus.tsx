import { Button, Descriptions, Result } from 'antd';
import { ApiOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiAuditStatus } from '@pesa/contract';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
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
      children: `${formatAmount(info.monthlyVolume, { minDecimals: 2 })} USD`,
    },
    { key: 'notifyUrl', label: t('apiAccess:field.notifyUrl'), children: info.notifyUrl },
    {
      key: 'createTime',
      label: t('apiAccess:status.submittedAt'),
      children: formatDateTime(info.createTime),
    },
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
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
      <Result
        icon={<ApiOutlined className="api-status-icon" />}
        title={t('apiAccess:status.noneTitle')}
        subTitle={t('apiAccess:status.noneBody')}
        extra={
          <Link to={CREATE_PATH}>
            <Button type="primary">{t('apiAccess:status.apply')}</Button>
          </Link>
        }
        data-testid="api-status-none"
      />
    );
  }
  if (status === ApiAuditStatus.PENDING) {
    return (
      <div data-testid="api-status-pending">
        <Result
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
      <Result
        status="warning"
        title={t('apiAccess:status.rejectedTitle')}
        subTitle={
          <>
            {t('apiAccess:status.rejectReason')}: {info.rejectReason || '-'}
          </>
        }
        extra={
          <Link to={CREATE_PATH}>
            <Button type="primary">{t('apiAccess:status.resubmit')}</Button>
          </Link>
        }
        data-testid="api-status-rejected"
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('apiAccess:status.approvedTitle')}
      subTitle={t('apiAccess:status.approvedBody')}
      extra={
        <Link to="/homeApi/account">
          <Button type="primary">{t('apiAccess:status.openDashboard')}</Button>
        </Link>
      }
      data-testid="api-status-approved"
    />
  );
}
