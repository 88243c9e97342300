import { useState } from 'react';
import { Button, Card, Segmented, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FundPasswordDialog } from '../../../components/money/FundPasswordDialog.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useTablePage } from '../../../components/useTablePage.ts';
import { isMissingFundPassword } from '../../../lib/money/fundPassword.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { useApprovalActions, useApprovals, type ApprovalRow, type ApprovalScope } from '../api.ts';
import {
  ApprovalCard,
  ApprovalState,
  FileRowsToggle,
  showsFileRows,
} from '../components/ApprovalCard.tsx';
import { AmountFacts, PayeeFacts } from '../components/ApprovalFacts.tsx';
import { FileRows } from '../components/FileRows.tsx';
import { PolicyCard } from '../components/PolicyCard.tsx';
import { RejectDialog } from '../components/RejectDialog.tsx';
import '../approvals.css';
import { wrongFundPasswordText } from '../../../lib/money/wrongFundPassword.ts';

const APPROVE = ['Btn:payment:approve'];

/** What a decision names: a send by its number, a file by its id. */
type Target = Pick<ApprovalRow, 'kind' | 'id'>;
const keyOf = (row: ApprovalRow) => `${row.kind}:${row.id}`;

/**
 * Approvals (docs/permissions.md, "Approvals"): what waits for the reader, or every payment of
 * the account, each with who made it, what it pays, the recipient's name check and history, and
 * for a file its rows with their warnings; approving asks for the reader's own transaction
 * password; the main account also sets the policy here. On a phone the rows stack as cards.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const isMain = useSessionAccess().data?.view.isMainAccount ?? false;
  const isPhone = useIsPhone();
  const [scope, setScope] = useState<ApprovalScope>('mine');
  const page = useTablePage();
  const { data, isFetching } = useApprovals(scope, page.pageNum, page.pageSize);
  const { approve, reject } = useApprovalActions();
  const [approving, setApproving] = useState<Target | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [opened, setOpened] = useState<string[]>([]);
  const toggle = (row: ApprovalRow) =>
    setOpened((keys) =>
      keys.includes(keyOf(row)) ? keys.filter((k) => k !== keyOf(row)) : [...keys, keyOf(row)],
    );

  const pay = async (fundPassword: string): Promise<string | null> => {
    try {
      await approve.mutateAsync({ ...approving!, fundPassword });
      setApproving(null);
      return null;
    } catch (error) {
      const wrong = wrongFundPasswordText(error);
      if (wrong) return wrong;
      if (await isMissingFundPassword(error)) return null;
      setApproving(null);
      return null;
    }
  };

  const actions = (r: ApprovalRow) =>
    r.canDecide ? (
      <PermissionGate names={APPROVE}>
        <Space wrap>
          <Button type="primary" onClick={() => setApproving({ kind: r.kind, id: r.id })}>
            {t('approvals:approve')}
          </Button>
          <Button danger onClick={() => setRejecting({ kind: r.kind, id: r.id })}>
            {t('approvals:reject')}
          </Button>
        </Space>
      </PermissionGate>
    ) : null;

  const list = isPhone ? (
    <Space orientation="vertical" size="small" className="approvals-cards">
      {data?.rows.length === 0 && <span>{t('approvals:empty')}</span>}
      {data?.rows.map((r) => (
        <ApprovalCard
          key={keyOf(r)}
          row={r}
          open={opened.includes(keyOf(r))}
          onToggle={() => toggle(r)}
          actions={actions(r)}
        />
      ))}
    </Space>
  ) : (
    <Table<ApprovalRow>
      className="approvals-table"
      rowKey={keyOf}
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
      expandable={{
        showExpandColumn: false,
        expandedRowKeys: opened,
        rowExpandable: showsFileRows,
        expandedRowRender: (r) => <FileRows batchId={r.id} />,
      }}
      columns={[
        {
          key: 'id',
          title: t('approvals:order'),
          render: (_, r) =>
            r.kind === 'apiBatch' ? (
              <Space orientation="vertical" size={0}>
                <Tag>{t('approvals:apiBatch')}</Tag>
                {r.id}
              </Space>
            ) : r.kind === 'batch' ? (
              r.payeeAccount
            ) : (
              r.id
            ),
        },
        { key: 'maker', title: t('approvals:maker'), render: (_, r) => r.maker },
        {
          key: 'amount',
          title: t('approvals:amount'),
          render: (_, r) => <AmountFacts row={r} />,
        },
        {
          key: 'payee',
          title: t('approvals:payee'),
          render: (_, r) => (
            <Space orientation="vertical" size={0}>
              <PayeeFacts row={r} />
              <FileRowsToggle row={r} open={opened.includes(keyOf(r))} onToggle={() => toggle(r)} />
            </Space>
          ),
        },
        {
          key: 'status',
          title: t('approvals:status'),
          render: (_, r) => <ApprovalState row={r} />,
        },
        {
          key: 'actions',
          title: t('approvals:actions'),
          // Kept in view: on a narrow desktop the decision buttons must not scroll away.
          fixed: 'right',
          render: (_, r) => actions(r),
        },
      ]}
    />
  );

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
        {list}
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
          await reject.mutateAsync({ ...rejecting!, reason }).catch(() => undefined);
          setRejecting(null);
        }}
      />
    </section>
  );
}
