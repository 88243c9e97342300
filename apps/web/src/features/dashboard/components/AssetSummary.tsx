import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { visibleBalances } from '@pesa/domain';
import { formatAmount } from '../../../lib/format.ts';
import { useAssetRows, type AssetRow } from '../../../lib/money/api.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';

/**
 * One card per balance the user may see, listing every currency the account holds (zero before
 * any wallet). A member sees only the wallets their role pays from or manages, the same rule the
 * server applies to `/account/assets`; a role with none says so instead of showing zeros.
 */
export function AssetSummary() {
  const { t } = useTranslation();
  const { data: access } = useSessionAccess();
  const { data, isLoading } = useAssetRows();
  if (!access) return <Skeleton active paragraph={false} />;
  const kinds = visibleBalances(
    access.view.isMainAccount,
    access.view.routes.map((route) => route.name),
  );
  if (kinds.length === 0) {
    return (
      <Card size="small" className="asset-card" data-testid="assets-hidden">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dashboard:assets.hiddenForRole')}
        />
      </Card>
    );
  }
  const rows: AssetRow[] = data ?? [];
  return (
    <Row gutter={[16, 16]}>
      {kinds.map((kind) => (
        <Col xs={24} sm={12} xl={24 / Math.min(kinds.length, 4)} key={kind}>
          <Card className={`asset-card asset-card-${kind}`} size="small">
            <span className="muted-text">{t(`dashboard:assets.${kind}`)}</span>
            {isLoading ? (
              <Skeleton active paragraph={false} />
            ) : rows.length === 0 ? (
              <div className="asset-amount">0.00</div>
            ) : (
              rows.map((row) => (
                <div className="asset-amount" key={row.currencyId}>
                  <span className="asset-currency">{row.currencyCode}</span>{' '}
                  {formatAmount(row[kind] ?? '0', { minDecimals: 2 })}
                </div>
              ))
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
