import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderDetailDrawer } from '../../../components/money/OrderDetailDrawer.tsx';
import { serverPagination, type PagedTableProps } from '../../../components/money/pagedTable.ts';
import { useOpenOrder } from '../../../components/money/useOpenOrder.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import {
  movementLabel,
  opensOrder,
  type Transaction,
  type TransactionFilters,
} from '../transactions.ts';

/** A page of wallet movements; an order's number opens its detail. */
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
      <Button type="link" style={{ padding: 0 }} onClick={() => open(r.reference)}>
        {r.reference}
      </Button>
    ) : (
      r.reference
    );
  const amount = (r: Transaction) => {
    const credit = !r.amount.startsWith('-');
    return (
      <Typography.Text type={credit ? 'success' : undefined} data-testid="transaction-amount">
        {credit ? '+' : ''}
        {formatAmount(r.amount, { minDecimals: 2 })} {r.currencyCode}
      </Typography.Text>
    );
  };
  const columns: TableColumnsType<Transaction> = isPhone
    ? // A phone has room for two columns: what moved and when, then how much and why.
      [
        {
          title: t('assets:tx.type'),
          render: (_, r) => (
            <>
              {type(r)}
              <br />
              <Typography.Text type="secondary">
                {formatDateTime(r.createTime)} · {wallet(r)}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('money:field.amount'),
          align: 'right',
          render: (_, r) => (
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
        { title: t('assets:tx.time'), render: (_, r) => formatDateTime(r.createTime) },
        { title: t('assets:tx.type'), render: (_, r) => type(r) },
        { title: t('assets:tx.reference'), render: (_, r) => reference(r) },
        { title: t('assets:tx.wallet'), render: (_, r) => wallet(r) },
        { title: t('money:field.amount'), align: 'right', render: (_, r) => amount(r) },
      ];
  return (
    <>
      <Table<Transaction>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        // Two columns fit a phone when their text may wrap; max-content would forbid it.
        scroll={isPhone ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('assets:tx.empty') }}
        pagination={serverPagination({ filters, total, onPage })}
        columns={columns}
      />
      <OrderDetailDrawer sn={openSn} onClose={close} />
    </>
  );
}
