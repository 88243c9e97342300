import { useTranslation } from 'react-i18next';
import { LazyOrderDetailDrawer } from '../../../components/money/LazyOrderDetailDrawer.tsx';
import type { PagedTableProps } from '../../../components/money/pagedTable.ts';
import { useOpenOrder } from '../../../components/money/useOpenOrder.ts';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable, type PlainColumn } from '../../../components/plain/PlainTable.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import '../assets.css';
import { formatDateTime, formatSignedMoney } from '../../../lib/format.ts';
import {
  movementLabel,
  opensOrder,
  type Transaction,
  type TransactionFilters,
} from '../transactions.ts';

/**
 * A page of the history, one line per payment (its hold and payout or return open under it with
 * the + button); an order's number opens its detail.
 */
export function TransactionTable({
  rows,
  total,
  loading,
  filters,
  onPage,
}: PagedTableProps<Transaction, TransactionFilters>) {
  const { open, openSn, close } = useOpenOrder();
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const type = (r: Transaction) => movementLabel(r, t);
  const wallet = (r: Transaction) => t(`assets:wallet.${r.wallet}`);
  const reference = (r: Transaction) =>
    opensOrder(r) ? (
      <button type="button" className="plain-link" onClick={() => open(r.reference)}>
        {r.reference}
      </button>
    ) : (
      r.reference
    );
  const amount = (r: Transaction) => {
    const credit = !r.amount.startsWith('-');
    return (
      <span className={credit ? 'text-success' : undefined} data-testid="transaction-amount">
        {formatSignedMoney(r.amount, r.currencyCode)}
      </span>
    );
  };
  // The postings a line sums up (the hold, then the payout or the return), listed when opened.
  const movements = (r: Transaction) => (
    <ul className="tx-movements" data-testid="transaction-movements">
      {(r.movements ?? []).map((m) => (
        <li key={m.id}>
          <span>{formatDateTime(m.createTime)}</span>
          <span>{t(`assets:entryType.${m.entryType}`, { defaultValue: m.entryType })}</span>
          <span>{t(`assets:wallet.${m.wallet}`)}</span>
          <span className="tx-movement-amount">{formatSignedMoney(m.amount, r.currencyCode)}</span>
        </li>
      ))}
    </ul>
  );
  const columns: PlainColumn<Transaction>[] = isPhone
    ? // A phone has room for two columns: what moved and when, then how much and why.
      [
        {
          key: 'type',
          title: t('assets:tx.type'),
          render: (r) => (
            <>
              {type(r)}
              <br />
              <span className="text-secondary">
                {formatDateTime(r.createTime)} · {wallet(r)}
              </span>
            </>
          ),
        },
        {
          key: 'amount',
          title: t('money:field.amount'),
          align: 'right',
          render: (r) => (
            <>
              {amount(r)}
              <br />
              {/* An FX quote id is longer than a phone column: cut, with the whole in its title. */}
              <span className="tx-reference" title={r.reference}>
                {reference(r)}
              </span>
            </>
          ),
        },
      ]
    : [
        { key: 'time', title: t('assets:tx.time'), render: (r) => formatDateTime(r.createTime) },
        { key: 'type', title: t('assets:tx.type'), render: type },
        { key: 'reference', title: t('assets:tx.reference'), render: reference },
        { key: 'wallet', title: t('assets:tx.wallet'), render: wallet },
        { key: 'amount', title: t('money:field.amount'), align: 'right', render: amount },
      ];
  return (
    <>
      <PlainTable<Transaction>
        rowKey={(r) => r.id}
        loading={loading}
        rows={rows}
        empty={t('assets:tx.empty')}
        columns={columns}
        wrap={isPhone}
        expandedRow={movements}
      />
      <Pager {...filters} total={total} onPage={onPage} />
      <LazyOrderDetailDrawer sn={openSn} onClose={close} />
    </>
  );
}
