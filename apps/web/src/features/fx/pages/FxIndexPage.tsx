import { Button, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useCurrentRates, type RateRow } from '../../../lib/money/rates.ts';
import { RateTrend } from '../components/RateTrend.tsx';

/** Current rates and a trend chart per pair. */
export default function FxIndexPage() {
  const { t } = useTranslation();
  const { data: rates = [], isLoading } = useCurrentRates();
  return (
    <section className="page-card" aria-labelledby="fx-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="fx-title">
          {t('menu:route.fxIndex')}
        </Typography.Title>
        <Link to="/home/fx-convert">
          <Button type="primary">{t('menu:route.fxConvert')}</Button>
        </Link>
      </Space>
      <Table<RateRow>
        rowKey="pair"
        loading={isLoading}
        dataSource={rates}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        style={{ marginBottom: 24 }}
        columns={[
          { title: t('fx:pair'), dataIndex: 'pair' },
          { title: t('money:field.rate'), render: (_, r) => formatAmount(r.rate) },
          { title: t('fx:updated'), render: (_, r) => formatDateTime(r.updateTime) },
        ]}
      />
      {rates.length > 0 && <RateTrend pairs={rates.map((r) => r.pair)} />}
    </section>
  );
}
