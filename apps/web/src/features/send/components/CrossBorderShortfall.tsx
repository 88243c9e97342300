import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssetRows } from '../../../lib/money/api.ts';
import { shortfall } from '../../../lib/money/crossBorderFunding.ts';
import { formatAmount } from '../../../lib/format.ts';
import { FundCrossBorderDialog } from '../../../components/money/FundCrossBorderDialog.tsx';

/**
 * On the cross-border amount step: when the cross-border balance cannot pay what the quote says
 * leaves it, say by how much and offer to move the difference in from the domestic balance right
 * here (issue 15, item 3), instead of failing after the transaction password.
 */
export function CrossBorderShortfall({
  currencyId,
  code,
  payAmount,
}: {
  currencyId?: number;
  code: string;
  payAmount?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: assets } = useAssetRows();
  const available = assets?.find((a) => a.currencyId === currencyId)?.crossBorder ?? '0';
  const short = assets && payAmount ? shortfall(available, payAmount) : 0;
  if (short === 0 || currencyId === undefined) return null;
  const money = (v: string | number) => formatAmount(v, { minDecimals: 2 });
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="cross-border-short"
        style={{ marginBottom: 24 }}
        title={t('crossBorder:shortBy', {
          code,
          available: money(available),
          needed: money(payAmount!),
          short: money(short),
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
        amount={short.toFixed(2)}
      />
    </>
  );
}
