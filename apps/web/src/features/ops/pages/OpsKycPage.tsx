import { useState } from 'react';
import { Segmented, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { opsKycApi, type KycApplication } from '../api/opsCalls.ts';
import { KycDetailDrawer } from '../kyc/KycDetailDrawer.tsx';
import { applicantName, KYC_STATUS_COLOR, statusOf } from '../kyc/kycView.ts';
import { useCustomerNames } from '../customers/useCustomerNames.ts';

const PAGE_SIZE = 20;
/** The filter's choices: '' is the work queue (to verify and awaiting a second approval). */
const FILTERS = [
  ['', 'filterWaiting'],
  ['0', 'filterToVerify'],
  ['00', 'filterPendingApproval'],
  ['1', 'filterApproved'],
  ['2', 'filterRejected'],
] as const;

/**
 * /ops/kyc (individuals) and /ops/kyb (companies): applications, oldest submission first; a row
 * opens its detail. A company's application needs a second, different operator's approval.
 */
export function OpsKycPage({ userType }: { userType: 1 | 2 }) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<KycApplication | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'kyc', userType, status, page],
    queryFn: () => opsKycApi.list(page, PAGE_SIZE, userType, status || undefined),
  });
  const nameOf = useCustomerNames((list.data?.rows ?? []).map((row) => row.userId));
  const columns = [
    {
      title: t('compliance.accountNo'),
      key: 'accountNo',
      render: (_: unknown, row: KycApplication) => nameOf(row.userId)?.accountNo ?? '…',
    },
    {
      title: t('kyc.name'),
      key: 'name',
      render: (_: unknown, row: KycApplication) => (
        <Typography.Text strong>{applicantName(row)}</Typography.Text>
      ),
    },
    {
      title: t('kyc.status'),
      dataIndex: 'auditStatus',
      render: (_: unknown, row: KycApplication) => (
        <Tag color={KYC_STATUS_COLOR[statusOf(row)]}>{t(`kyc.statuses.${statusOf(row)}`)}</Tag>
      ),
    },
    ...(userType === 1
      ? [
          {
            title: t('compliance.kyb.firstReviewer'),
            dataIndex: 'firstReviewer',
            render: (name: string | null) => name ?? '—',
          },
        ]
      : []),
    {
      title: t('kyc.submitted'),
      dataIndex: 'submitTime',
      render: (time: string | null) => formatDateTime(time),
    },
  ];
  return (
    <div data-testid={userType === 1 ? 'ops-kyb' : 'ops-kyc'}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(userType === 1 ? 'compliance.kyb.title' : 'compliance.kyc.title')}
      </Typography.Title>
      {userType === 1 && (
        <Typography.Paragraph type="secondary">{t('compliance.kyb.rule')}</Typography.Paragraph>
      )}
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(String(value));
          setPage(1);
        }}
        options={FILTERS.map(([value, key]) => ({ value, label: t(`kyc.${key}`) }))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      <Table
        rowKey="userId"
        loading={list.isPending}
        dataSource={list.data?.rows ?? []}
        columns={columns}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('kyc.empty') }}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      <KycDetailDrawer application={open} onClose={() => setOpen(null)} />
    </div>
  );
}
