import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../../components/plain/SegmentedRadios.tsx';
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
    <section className="page-card plain-screen" aria-labelledby="api-record-title">
      <ApiScreenHeader
        titleId="api-record-title"
        title={t('apiMoney:title.record')}
        exportOf={list.exportOf}
      />
      <div className="plain-filters" style={{ marginBottom: 12 }}>
        <SegmentedRadios<SuspenseKind>
          label={t('money:field.type')}
          name="suspense-kind"
          value={kind}
          onChange={pick}
          options={SUSPENSE_KINDS.map((k) => ({ value: k, label: t(`apiMoney:kindTab.${k}`) }))}
        />
      </div>
      <ApiOrderFilterBar
        filters={list.query}
        onChange={list.filterBy}
        merchantOrderNo={kind === 'transfer'}
      />
      <SuspenseOrderTable
        rows={list.result.data?.rows}
        loading={list.result.isFetching}
        pager={list.pager}
      />
    </section>
  );
}
