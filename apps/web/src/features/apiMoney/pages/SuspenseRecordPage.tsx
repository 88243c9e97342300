import { Segmented, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiOrderFilterBar } from '../components/ApiOrderFilterBar.tsx';
import { ApiScreenHeader } from '../components/ApiScreenHeader.tsx';
import { SuspenseOrderTable } from '../components/SuspenseOrderTable.tsx';
import { useApiOrderList } from '../components/useApiOrderList.ts';

const SUSPENSE_KINDS = ['transfer', 'recharge', 'cashOut'] as const;
type SuspenseKind = (typeof SUSPENSE_KINDS)[number];

const isSuspenseKind = (value: string | null): value is SuspenseKind =>
  (SUSPENSE_KINDS as readonly (string | null)[]).includes(value);

/**
 * The suspense account's record: transfers, top-ups and cash-outs, one kind at a time (the
 * address's `?kind=` picks it, so the other screens can link to what they just made).
 */
export default function SuspenseRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: SuspenseKind = isSuspenseKind(asked) ? asked : 'transfer';
  const list = useApiOrderList(kind);
  const pick = (next: SuspenseKind) => {
    setParams({ kind: next }, { replace: true });
    list.filterBy({});
  };
  return (
    <section className="page-card" aria-labelledby="api-record-title">
      <ApiScreenHeader
        titleId="api-record-title"
        title={t('apiMoney:title.record')}
        onExport={list.exportCsv}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<SuspenseKind>
          aria-label={t('money:field.type')}
          value={kind}
          onChange={pick}
          options={SUSPENSE_KINDS.map((k) => ({ value: k, label: t(`apiMoney:kindTab.${k}`) }))}
        />
      </Space>
      <ApiOrderFilterBar onChange={list.filterBy} merchantOrderNo={kind === 'transfer'} />
      <SuspenseOrderTable
        rows={list.result.data?.rows}
        loading={list.result.isFetching}
        pagination={list.pagination()}
      />
    </section>
  );
}
