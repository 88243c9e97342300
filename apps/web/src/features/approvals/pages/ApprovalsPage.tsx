import { useState } from 'react';
import { Button, Card, Segmented, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { useTablePage } from '../../../components/useTablePage.ts';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { isMissingFundPassword } from '../../../lib/money/fundPassword.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { useApprovalActions, useApprovals, type ApprovalRow, type ApprovalScope } from '../api.ts';
import { PolicyCard } from '../components/PolicyCard.tsx';
import { RejectDialog } from '../components/RejectDialog.tsx';
import '../approvals.css';

const APPROVE = ['Btn:payment:approve'];

/**
 * Approvals (docs/permissions.md, "Approvals"): what waits for the reader, or every payment of
 * the account; approving asks for the reader's own transaction password; the main account also
 * sets the policy here.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const isMain = useSessionAccess().data?.view.isMainAccount ?? false;
  const [scope, setScope] = useState<ApprovalScope>('mine');
  const page = useTablePage();
  const { data, isFetching } = useApprovals(scope, page.pageNum, page.pageSize);
  const { approve, reject } = useApprovalActions();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);

  const pay = async (fundPassword: string): Promise<string | null> => {
    try {
      await approve.mutateAsync({ id: approving!, fundPassword });
      setApproving(null);
      return null;
    } catch (error) {
      if (error instanceof RequestError && error.code === -1023) return t('send:wrongPassword');
      if (await isMissingFundPassword(error)) return null;
      setApproving(null);
      return null;
    }
  };

  return (
    <section className="page-card approvals-page" aria-labelledby="approvals-title">
      <h2 id="approvals-title">{t('menu:route.systemApprovals')}</h2>
      <Card>
        <Segmented<ApprovalScope>
          aria-label={t('approvals:scope')}
          value={scope}
          onChange={(value) => {
            setScope(value);
            page.onPage(1, page.pageSize);
          }}
          options={[
            { value: 'mine', label: t('approvals:mine') },
            { value: 'all', label: t('approvals:all') },
          ]}
        />
        <Table<ApprovalRow>
          className="approvals-table"
          rowKey={(r) => `${r.kind}:${r.id}`}
          loading={isFetching}
          dataSource={data?.rows}
          locale={{ emptyText: t('approvals:empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total,
            onChange: page.onPage,
          }}
          columns={[
            { key: 'id', title: t('approvals:order'), render: (_, r) => r.id },
            { key: 'maker', title: t('approvals:maker'), render: (_, r) => r.maker },
            {
              key: 'amount',
              title: t('approvals:amount'),
              render: (_, r) =>
                `${formatAmount(r.amount, { minDecimals: 2 })} ${r.currencyCode} (${t('approvals:fee')} ${formatAmount(r.fee, { minDecimals: 2 })})`,
            },
            {
              key: 'payee',
              title: t('approvals:payee'),
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  <span>{[r.payeeName, r.payeeAccount].filter(Boolean).join(' · ')}</span>
                  <span className="approvals-history">
                    {r.firstPayment
                      ? t('approvals:firstPayment')
                      : t('approvals:lastPaid', { time: formatDateTime(r.lastPaidTime!) })}
                  </span>
                </Space>
              ),
            },
            {
              key: 'status',
              title: t('approvals:status'),
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  <Tag>{t(`approvals:statuses.${r.status}`)}</Tag>
                  <span className="approvals-history">
                    {t('approvals:count', {
                      count: r.approvals.length,
                      required: r.approvalsRequired,
                    })}
                  </span>
                  {r.reason && <span>{r.reason}</span>}
                </Space>
              ),
            },
            {
              key: 'actions',
              title: t('approvals:actions'),
              render: (_, r) =>
                r.canDecide ? (
                  <PermissionGate names={APPROVE}>
                    <Space>
                      <Button type="primary" onClick={() => setApproving(r.id)}>
                        {t('approvals:approve')}
                      </Button>
                      <Button danger onClick={() => setRejecting(r.id)}>
                        {t('approvals:reject')}
                      </Button>
                    </Space>
                  </PermissionGate>
                ) : null,
            },
          ]}
        />
      </Card>
      {isMain && <PolicyCard />}
      <FundPasswordDialog
        open={approving !== null}
        onCancel={() => setApproving(null)}
        onSubmit={pay}
        okText={t('approvals:approve')}
        hint={t('approvals:pinHint')}
      />
      <RejectDialog
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: rejecting!, reason }).catch(() => undefined);
          setRejecting(null);
        }}
      />
    </section>
  );
}
