import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilter } from '../lib/request/listFilter.ts';
import { request } from '../lib/request/request.ts';
import './plain/plainControls.css';

interface Props {
  /** The list's export call, e.g. `/order/export`. */
  path: string;
  /** The list's current filter; paging and unset fields are left out (listFilter). */
  filters: object;
  /** The name to save under when the reply does not name the file. */
  filename: string;
}

/**
 * "Export CSV" of a list: the server builds the file from the same filter as the list, in the
 * user's language, and the browser only saves it (SPEC §7 downloads, docs/web-app.md "Exports").
 * A refusal (no permission, too many rows) is shown by the request layer.
 */
export function ExportCsvButton({ path, filters, filename }: Props) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await request.download(path, listFilter(filters), filename);
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className="plain-button" aria-busy={exporting} onClick={exportCsv}>
      <DownloadIcon />
      {t('common:exportCsv')}
    </button>
  );
}

/** antd's download outline, drawn inline so that the button needs no icon library. */
function DownloadIcon() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M505.7 661a8 8 0 0012.6 0l112-141.7c4.1-5.2.4-12.9-6.3-12.9h-74.1V168c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v338.3H400c-6.7 0-10.4 7.7-6.3 12.9l112 141.8zM878 626h-60c-4.4 0-8 3.6-8 8v154H214V634c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v198c0 17.7 14.3 32 32 32h684c17.7 0 32-14.3 32-32V634c0-4.4-3.6-8-8-8z" />
    </svg>
  );
}
