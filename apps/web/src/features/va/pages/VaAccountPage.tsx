import { useState } from 'react';
import { Col, Empty, Pagination, Row, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { useCountries } from '../../../lib/countries.ts';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { useVaAccounts, VA_STATUSES, type VaFilters, type VaStatusName } from '../api.ts';
import { VaAccountCard } from '../components/VaAccountCard.tsx';
import { VaApplyModal } from '../components/VaApplyModal.tsx';

/** VA Account (SPEC §2): the account's virtual accounts and applying for a new one. */
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
    <section className="page-card" aria-labelledby="va-title">
      <ListHeader
        titleId="va-title"
        title={t('menu:route.assetsVaAccount')}
        addLabel={t('va:add')}
        onAdd={() => setApplying(true)}
        addPermission="Btn:va:add"
      />
      <Typography.Paragraph type="secondary">{t('va:intro')}</Typography.Paragraph>
      <Select
        allowClear
        placeholder={t('va:filterStatus')}
        aria-label={t('va:filterStatus')}
        style={{ width: 200, marginBottom: 16 }}
        options={VA_STATUSES.map((s) => ({ value: s, label: t(`va:status.${s}`) }))}
        onChange={(status?: VaStatusName) => filterBy({ status })}
      />
      <Spin spinning={isFetching} style={{ minHeight: 120 }}>
        {rows.length === 0 ? (
          !isFetching && <Empty description={t('va:empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {rows.map((va) => (
              <Col key={va.id} xs={24} xl={12}>
                <VaAccountCard va={va} title={titleOf(va.currencyId, va.countryId)} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      {(data?.total ?? 0) > filters.pageSize && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={filters.pageNum}
          pageSize={filters.pageSize}
          total={data?.total}
          onChange={setPage}
        />
      )}
      <VaApplyModal
        open={applying}
        defaultCountryId={info?.countryId}
        onClose={() => setApplying(false)}
      />
    </section>
  );
}
