import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRow } from '../api.ts';
import { AmountFacts, PayeeFacts } from './ApprovalFacts.tsx';
import { FileRows } from './FileRows.tsx';

/** What the queue calls each kind of payment. */
export const KIND_LABELS = {
  order: 'approvals:order',
  batch: 'approvals:file',
  apiBatch: 'approvals:apiBatch',
} as const;

/** Whether the approver can open a file's rows: only while it waits for a decision. */
export const showsFileRows = (row: ApprovalRow) =>
  row.kind === 'batch' && row.status === 'AWAITING_APPROVAL';

/** The approval's state: how many approvals it has of how many, and a rejection's reason. */
export function ApprovalState({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={0}>
      <Tag>{t(`approvals:statuses.${row.status}`)}</Tag>
      <span className="approvals-history">
        {t('approvals:count', { count: row.approvals.length, required: row.approvalsRequired })}
      </span>
      {row.reason && <span className="approvals-wrap">{row.reason}</span>}
    </Space>
  );
}

/** The link that opens or closes a waiting file's rows. */
export function FileRowsToggle(props: { row: ApprovalRow; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  if (!showsFileRows(props.row)) return null;
  return (
    <Button type="link" size="small" className="approvals-toggle" onClick={props.onToggle}>
      {t(props.open ? 'approvals:hideRows' : 'approvals:showRows')}
    </Button>
  );
}

/** One payment of the queue on a phone: the table's columns stacked in a card. */
export function ApprovalCard(props: {
  row: ApprovalRow;
  open: boolean;
  onToggle: () => void;
  actions: React.ReactNode;
}) {
  const { row, open, onToggle, actions } = props;
  const { t } = useTranslation();
  return (
    <Card size="small" className="approvals-card" data-testid={`approval-${row.kind}-${row.id}`}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t(KIND_LABELS[row.kind])}>
          <span className="approvals-wrap">{row.kind === 'batch' ? row.payeeAccount : row.id}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('approvals:maker')}>{row.maker}</Descriptions.Item>
        <Descriptions.Item label={t('approvals:amount')}>
          <AmountFacts row={row} />
        </Descriptions.Item>
        <Descriptions.Item label={t('approvals:payee')}>
          <Space orientation="vertical" size={0}>
            <PayeeFacts row={row} />
            <FileRowsToggle row={row} open={open} onToggle={onToggle} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('approvals:status')}>
          <ApprovalState row={row} />
        </Descriptions.Item>
      </Descriptions>
      {open && showsFileRows(row) && <FileRows batchId={row.id} />}
      {actions}
    </Card>
  );
}
