import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listFilter } from '../lib/request/listFilter.ts';
import { request } from '../lib/request/request.ts';

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
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
      {t('common:exportCsv')}
    </Button>
  );
}
