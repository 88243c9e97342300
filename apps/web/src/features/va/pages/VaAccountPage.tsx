import { useState } from 'react';
import { Button, Col, Empty, Pagination, Row, Select, Space, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useUserInfo } from '../../../lib/session.ts';
import {
  useVaAccounts,
  useVaCountries,
  VA_STATUSES,
  type VaFilters,
  type VaStatusName,
} from '../api.ts';
import { VaAccountCard } from '../components/VaAccountCard.tsx';
import { VaApplyModal } from '../components/VaApplyModal.tsx';

/** VA Account (SPEC §2): the account's virtual accounts and applying for a new one. */
export default function VaAccountPage() {
  const { t, i18n } = useTranslation();
  const { data: info } = useUserInfo();
  const [filters, setFilters] = useState<VaFilters>({ pageNum: 1, pageSize: 10 });
  const [applying, setApplying] = useState(false);
  const { data, isFetching } = useVaAccounts(filters);
  const { data: currencies = [] } = useCurrencies();
  const { data: countries = [] } = useVaCountries();
  const titleOf = (currencyId: number, countryId: number) => {
    const currency = currencies.find((c) => c.currencyId === currencyId)?.code ?? '';
    const country = countries.find((c) => c.countryId === countryId);
    const countryName = country ? (i18n.language === 'zh' ? country.nameZh : country.nameEn) : '';
    return [currency, countryName].filter(Boolean).join(' · ');
  };
  const rows = data?.rows ?? [];

  return (
    <section className="page-card" aria-labelledby="va-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={2} id="va-title" style={{ margin: 0 }}>
          {t('menu:route.assetsVaAccount')}
        </Typography.Title>
        <PermissionGate names={['Btn:va:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
            {t('va:add')}
          </Button>
        </PermissionGate>
      </Space>
      <Typography.Paragraph type="secondary">{t('va:intro')}</Typography.Paragraph>
      <Select
        allowClear
        placeholder={t('va:filterStatus')}
        aria-label={t('va:filterStatus')}
        style={{ width: 200, marginBottom: 16 }}
        options={VA_STATUSES.map((s) => ({ value: s, label: t(`va:status.${s}`) }))}
        onChange={(status?: VaStatusName) => setFilters((f) => ({ ...f, status, pageNum: 1 }))}
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
          onChange={(pageNum, pageSize) => setFilters((f) => ({ ...f, pageNum, pageSize }))}
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
