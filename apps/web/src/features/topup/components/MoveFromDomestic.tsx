import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import { FundCrossBorderDialog } from './topUpSteps.ts';

/**
 * On the cross-border top-up: money already in the domestic balance need not be topped up again;
 * it can be moved in at once (issue 15, item 3). The dialog loads when opened.
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
          <button
            type="button"
            className="plain-button is-small"
            onClick={() => setOpen(true)}
            data-testid="fund-cross-border"
          >
            {t('crossBorder:open')}
          </button>
        }
      />
      <OnceOpened open={open}>
        <FundCrossBorderDialog open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
