import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { ApprovalRow } from '../api.ts';

/** What is paid: a send's amount and fee, or a file's totals per currency. */
export function AmountFacts({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  const totals = row.file?.totals ?? [row];
  return (
    <Space orientation="vertical" size={0}>
      {totals.map((total) => (
        <span key={total.currencyCode}>
          {`${formatMoney(total.amount, total.currencyCode)} (${t('approvals:fee')} ${formatMoney(total.fee, total.currencyCode)})`}
        </span>
      ))}
    </Space>
  );
}

// Colour only on the icon: the words keep the text colour, legible at AA contrast.
const NAME_CHECK_ICONS = {
  MATCH: <CheckCircleFilled className="approvals-icon-ok" />,
  CLOSE_MATCH: <ExclamationCircleFilled className="approvals-icon-warn" />,
  NO_MATCH: <CloseCircleFilled className="approvals-icon-bad" />,
  UNAVAILABLE: <QuestionCircleOutlined className="approvals-icon-none" />,
} as const;

/** The payee's name check as its maker saw it; a mismatch never shows the registered name. */
export function NameCheckTag({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  if (!row.nameCheck) return null;
  return (
    <span
      className="approvals-name-check approvals-wrap"
      data-testid="approval-name-check"
      data-result={row.nameCheck}
    >
      {NAME_CHECK_ICONS[row.nameCheck]}{' '}
      {t(`approvals:nameCheck.${row.nameCheck}`, { name: row.nameCheckName ?? '' })}
    </span>
  );
}

/**
 * Who is paid: a send's recipient with its name check and the account's history with it, or a
 * file with how many rows it pays and how many of them carry warnings.
 */
export function PayeeFacts({ row }: { row: ApprovalRow }) {
  const { t } = useTranslation();
  const history = row.firstPayment
    ? t('approvals:firstPayment')
    : t('approvals:paidBefore', {
        count: row.paidCount,
        time: formatDateTime(row.lastPaidTime!),
      });
  return (
    <Space orientation="vertical" size={2}>
      <span className="approvals-wrap">
        {[row.payeeName, row.payeeAccount].filter(Boolean).join(' · ')}
      </span>
      {row.file ? (
        <span className="approvals-history" data-testid="approval-file-summary">
          {t(row.kind === 'apiBatch' ? 'approvals:apiItems' : 'approvals:fileRows', {
            count: row.file.rows,
          })}
          {row.file.warnedRows > 0 && (
            <Tag
              icon={<ExclamationCircleFilled className="approvals-icon-warn" />}
              className="approvals-tag approvals-tag-inline"
            >
              {t('approvals:fileWarnings', { count: row.file.warnedRows })}
            </Tag>
          )}
        </span>
      ) : (
        <>
          <NameCheckTag row={row} />
          <span className="approvals-history" data-testid="approval-history">
            {history}
          </span>
        </>
      )}
    </Space>
  );
}
