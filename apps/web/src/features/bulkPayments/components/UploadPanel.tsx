import { useState } from 'react';
import { Alert, Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssetRows } from '../../../lib/money/api.ts';
import { downloadTemplate, uploadBatch, type Batch, type Scope } from '../api.ts';

/** Template downloads, then the file and its currency; the server reads and checks it. */
export function UploadPanel({
  scope,
  onUploaded,
}: {
  scope: Scope;
  onUploaded: (batch: Batch) => void;
}) {
  const { t } = useTranslation();
  const { data: assets = [] } = useAssetRows();
  const [currencyId, setCurrencyId] = useState<number | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = currencyId ?? assets[0]?.currencyId;

  const upload = async () => {
    if (!file || chosen === undefined) return;
    setBusy(true);
    try {
      onUploaded(await uploadBatch(scope, file, chosen));
    } catch {
      // The server's message has been shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="batch-panel" aria-labelledby="batch-upload-title">
      <h3 id="batch-upload-title">{t('batch:uploadTitle')}</h3>
      <p>{t(scope === 1 ? 'batch:uploadHintCrossBorder' : 'batch:uploadHint')}</p>
      <Space wrap>
        <Button onClick={() => void downloadTemplate(scope, 'csv')}>
          {t('batch:templateCsv')}
        </Button>
        <Button onClick={() => void downloadTemplate(scope, 'xlsx')}>
          {t('batch:templateXlsx')}
        </Button>
      </Space>
      <div className="batch-upload-fields">
        <label htmlFor="batch-currency">{t('batch:currency')}</label>
        <Select
          id="batch-currency"
          value={chosen}
          onChange={setCurrencyId}
          options={assets.map((a) => ({ value: a.currencyId, label: a.currencyCode }))}
          style={{ minWidth: 120 }}
        />
        <label htmlFor="batch-file">{t('batch:file')}</label>
        <input
          id="batch-file"
          type="file"
          accept=".csv,.txt,.xlsx"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button type="primary" loading={busy} disabled={!file} onClick={() => void upload()}>
          {busy ? t('batch:checking') : t('batch:upload')}
        </Button>
      </div>
      <Alert type="info" showIcon title={t('batch:limits')} />
    </section>
  );
}
