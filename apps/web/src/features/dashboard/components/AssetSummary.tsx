import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleBalances } from '@pesa/domain';
import { formatAmount } from '../../../lib/format.ts';
import { useAssetRows, type AssetRow } from '../../../lib/money/api.ts';
import { useSessionAccess } from '../../../lib/permissions/sessionAccess.ts';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';

/**
 * One card per balance the user may see, listing every currency the account holds (zero before
 * any wallet). A member sees only the wallets their role pays from or manages, the same rule the
 * server applies to `/account/assets`; a role with none says so instead of showing zeros.
 */
export function AssetSummary() {
  const { t } = useTranslation();
  const { data: access } = useSessionAccess();
  const { data, isLoading } = useAssetRows();
  if (!access) return <LineSkeleton />;
  const kinds = visibleBalances(
    access.view.isMainAccount,
    access.view.routes.map((route) => route.name),
  );
  if (kinds.length === 0) {
    return (
      <PlainCard small className="asset-card" data-testid="assets-hidden">
        <EmptyNote>{t('dashboard:assets.hiddenForRole')}</EmptyNote>
      </PlainCard>
    );
  }
  const rows: AssetRow[] = data ?? [];
  // On a wide screen the cards share one row, at most four to it.
  const columns = { '--asset-columns': Math.min(kinds.length, 4) } as CSSProperties;
  return (
    <div className="asset-grid" style={columns}>
      {kinds.map((kind) => (
        <PlainCard small className={`asset-card asset-card-${kind}`} key={kind}>
          <span className="muted-text">{t(`dashboard:assets.${kind}`)}</span>
          {isLoading ? (
            <LineSkeleton />
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
        </PlainCard>
      ))}
    </div>
  );
}
