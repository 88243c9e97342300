import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { FundCrossBorderDialog } from '../../../components/money/FundCrossBorderDialog.tsx';
import type { Shortfall } from '../shortfall.ts';

/**
 * On the cross-border amount step, when the cross-border balance cannot pay the quoted send with
 * its fee: say by how much and offer to move the difference in from the domestic balance right
 * here (issue 15, items 3 and 6), instead of failing after the transaction password.
 */
export function CrossBorderShortfall({
  currencyId,
  code,
  shortfall,
}: {
  currencyId?: number;
  code: string;
  shortfall: Shortfall;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (currencyId === undefined) return null;
  const money = (v: string) => formatMoney(v, code);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="cross-border-short"
        style={{ marginBottom: 24 }}
        title={t('crossBorder:shortBy', {
          code,
          available: money(shortfall.available),
          needed: money(shortfall.total),
          short: money(shortfall.missing),
        })}
        // Below the text, not beside it: on a phone a side button squeezes the text to a column.
        description={
          <Button size="small" type="primary" onClick={() => setOpen(true)}>
            {t('crossBorder:open')}
          </Button>
        }
      />
      <FundCrossBorderDialog
        open={open}
        onClose={() => setOpen(false)}
        toCurrencyId={currencyId}
        amount={shortfall.missing}
      />
    </>
  );
}
