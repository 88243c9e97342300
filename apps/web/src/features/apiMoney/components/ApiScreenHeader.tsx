import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiModeSwitch } from '../../../components/ApiModeSwitch.tsx';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import { useApiMode } from '../../../lib/apiMode.ts';
import { API_ORDERS_EXPORT_PATH, type ApiOrderQuery } from '../api.ts';
import '../apiMoney.css';

/**
 * An API screen's title with the live/test switch and, on lists, the CSV export of the current
 * filter. In test mode a banner says that nothing shown is real money.
 */
export function ApiScreenHeader({
  titleId,
  title,
  exportOf,
}: {
  titleId: string;
  title: ReactNode;
  /** The list whose filter the export takes, and the name its file is saved under. */
  exportOf?: { query: ApiOrderQuery; filename: string };
}) {
  const { t } = useTranslation();
  const [mode] = useApiMode();
  return (
    <>
      <div className="plain-page-head" style={{ marginBottom: 16 }}>
        <h2 className="plain-page-title" id={titleId}>
          {title}
        </h2>
        <div className="plain-actions">
          <ApiModeSwitch />
          {exportOf && (
            <ExportCsvButton
              path={API_ORDERS_EXPORT_PATH}
              filters={exportOf.query}
              filename={exportOf.filename}
            />
          )}
        </div>
      </div>
      {mode === 'test' && (
        <PlainAlert type="warning" title={t('apiMoney:mode.testBanner')} className="api-notice" />
      )}
    </>
  );
}
