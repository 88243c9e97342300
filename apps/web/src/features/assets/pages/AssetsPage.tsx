import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAssetRows, type AssetRow } from '../../../lib/money/api.ts';
import { formatAmount } from '../../../lib/format.ts';
import { AssetsChart } from '../components/AssetsChart.tsx';

/** Balances per currency: total, domestic, cross-border and on hold, with a chart. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const { data: rows = [], isLoading } = useAssetRows();
  // Whoever opens this screen sees every balance; a hidden one (null) would read as a dash.
  const amount = (v: string | null) => (v === null ? '—' : formatAmount(v, { minDecimals: 2 }));
  return (
    <section className="page-card" aria-labelledby="assets-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} id="assets-title">
          {t('menu:route.assets')}
        </Typography.Title>
        <Space wrap>
          <Link to="/home/psp-recharge">
            <Button type="primary">{t('assets:topUp')}</Button>
          </Link>
          <Link to="/home/assets-order">
            <Button>{t('menu:route.assetsOrder')}</Button>
          </Link>
        </Space>
      </Space>
      <Table<AssetRow>
        rowKey="currencyId"
        loading={isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('assets:empty')} /> }}
        columns={[
          { title: t('money:field.currency'), dataIndex: 'currencyCode' },
          { title: t('assets:total'), render: (_, r) => <strong>{amount(r.total)}</strong> },
          { title: t('assets:domestic'), render: (_, r) => amount(r.domestic) },
          { title: t('assets:crossBorder'), render: (_, r) => amount(r.crossBorder) },
          { title: t('assets:onHold'), render: (_, r) => amount(r.onHold) },
        ]}
      />
      {rows.length > 0 && (
        <Card title={t('assets:chart')} style={{ marginTop: 24 }}>
          <AssetsChart rows={rows} />
        </Card>
      )}
    </section>
  );
}
