import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { useAssetRows, type AssetRow } from '../../../lib/money/api.ts';

const KINDS = ['total', 'domestic', 'crossBorder', 'onHold'] as const;

/** One card per kind of balance, listing every currency the account holds (zero before any wallet). */
export function AssetSummary() {
  const { t } = useTranslation();
  const { data, isLoading } = useAssetRows();
  const rows: AssetRow[] = data ?? [];
  return (
    <Row gutter={[16, 16]}>
      {KINDS.map((kind) => (
        <Col xs={24} sm={12} xl={6} key={kind}>
          <Card className={`asset-card asset-card-${kind}`} size="small">
            <Typography.Text type="secondary">{t(`dashboard:assets.${kind}`)}</Typography.Text>
            {isLoading ? (
              <Skeleton active paragraph={false} />
            ) : rows.length === 0 ? (
              <div className="asset-amount">0.00</div>
            ) : (
              rows.map((row) => (
                <div className="asset-amount" key={row.currencyId}>
                  <span className="asset-currency">{row.currencyCode}</span>{' '}
                  {formatAmount(row[kind], { minDecimals: 2 })}
                </div>
              ))
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
