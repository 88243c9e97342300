import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FundCrossBorderDialog } from '../../../components/money/FundCrossBorderDialog.tsx';

/**
 * On the cross-border top-up: money already in the domestic balance need not be topped up again;
 * it can be moved in at once (issue 15, item 3).
 */
export function MoveFromDomestic() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 640 }}
        title={t('crossBorder:topUpHint')}
        description={
          <Button size="small" onClick={() => setOpen(true)} data-testid="fund-cross-border">
            {t('crossBorder:open')}
          </Button>
        }
      />
      <FundCrossBorderDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
