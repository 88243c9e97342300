import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainSelect } from '../../../components/plain/PlainSelect.tsx';
import { useCountries } from '../../../lib/countries.ts';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { useVaAccounts, VA_STATUSES, type VaFilters } from '../api.ts';
import { VaAccountCard } from '../components/VaAccountCard.tsx';
import { LazyVaApplyModal, prefetchVaApply } from '../components/LazyVaApplyModal.tsx';
import '../va.css';

/**
 * VA Account (SPEC §2): the account's virtual accounts and applying for a new one. The list is
 * plain and the application loads when opened, so that a phone's first visit stays within its
 * budget (issue 16).
 */
export default function VaAccountPage() {
  const { t, i18n } = useTranslation();
  const { data: info } = useUserInfo();
  const { filters, filterBy, setPage } = usePagedFilters<VaFilters>();
  const [applying, setApplying] = useState(false);
  const { data, isFetching } = useVaAccounts(filters);
  const { data: currencies = [] } = useCurrencies();
  const { data: countries = [] } = useCountries();
  const titleOf = (currencyId: number, countryId: number) => {
    const currency = currencies.find((c) => c.currencyId === currencyId)?.code ?? '';
    const country = countries.find((c) => c.countryId === countryId);
    const countryName = country ? (i18n.language === 'zh' ? country.nameZh : country.nameEn) : '';
    return [currency, countryName].filter(Boolean).join(' · ');
  };
  const rows = data?.rows ?? [];

  return (
    <section className="page-card plain-screen" aria-labelledby="va-title">
      <ListHeader
        titleId="va-title"
        title={t('menu:route.assetsVaAccount')}
        addLabel={t('va:add')}
        onAdd={() => setApplying(true)}
        onNearAdd={prefetchVaApply}
        addPermission="Btn:va:add"
      />
      <p className="text-secondary va-intro">{t('va:intro')}</p>
      <div className="plain-filters">
        <PlainSelect
          label={t('va:filterStatus')}
          width={200}
          value={filters.status}
          options={VA_STATUSES.map((s) => ({ value: s, label: t(`va:status.${s}`) }))}
          onChange={(status) => filterBy({ status })}
        />
      </div>
      {!data ? (
        <LineSkeleton rows={3} />
      ) : rows.length === 0 ? (
        <EmptyNote>{t('va:empty')}</EmptyNote>
      ) : (
        <div className="va-cards" aria-busy={isFetching}>
          {rows.map((va) => (
            <VaAccountCard key={va.id} va={va} title={titleOf(va.currencyId, va.countryId)} />
          ))}
        </div>
      )}
      {(data?.total ?? 0) > filters.pageSize && (
        <Pager {...filters} total={data?.total} onPage={setPage} />
      )}
      <LazyVaApplyModal
        open={applying}
        defaultCountryId={info?.countryId}
        onClose={() => setApplying(false)}
      />
    </section>
  );
}
