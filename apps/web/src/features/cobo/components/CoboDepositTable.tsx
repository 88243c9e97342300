import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { useTablePage } from '../../../components/useTablePage.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCoboDeposits, type CoboDeposit } from '../api.ts';

/** Credited deposits of this wallet, newest first. */
export function CoboDepositTable({ scope }: { scope: 0 | 1 }) {
  const { t } = useTranslation();
  const page = useTablePage();
  const { data, isFetching } = useCoboDeposits(scope, page.pageNum, page.pageSize);
  return (
    <>
      <PlainTable<CoboDeposit>
        rowKey={(r) => `${r.txid}-${r.voutN}`}
        loading={isFetching}
        rows={data?.rows}
        empty={t('cobo:noDeposits')}
        columns={[
          { key: 'time', title: t('cobo:time'), render: (r) => formatDateTime(r.creditTime) },
          {
            key: 'coin',
            title: t('cobo:coin'),
            render: (r) => t(`cobo:coins.${r.coin}`, { defaultValue: r.coin }),
          },
          {
            key: 'received',
            title: t('cobo:received'),
            render: (r) => formatMoney(r.amount, 'USDT'),
          },
          {
            key: 'credited',
            title: t('cobo:credited'),
            render: (r) => formatMoney(r.creditedAmount, r.currencyCode),
          },
          {
            key: 'txid',
            title: t('cobo:txid'),
            render: (r) => <CopyValue value={r.txid} label={t('cobo:txid')} short />,
          },
        ]}
      />
      <Pager {...page} total={data?.total} />
    </>
  );
}
