import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '../../../components/plain/PlainSelect.tsx';
import { useAssetRows } from '../../../lib/money/api.ts';
import { request } from '../../../lib/request/request.ts';
import { MONTHS, monthRange } from './statementMonths.ts';

const FORMATS = ['pdf', 'csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

/**
 * "Statements": a wallet's statement for a currency and a period of up to a year, as PDF, CSV or
 * XLSX (docs/documents.md). The server checks the range and answers in the user's language; the
 * days are the user's own, from the start of the first to the end of the last.
 */
export function StatementForm() {
  const { t, i18n } = useTranslation();
  // The currencies the account holds a wallet in: a statement is of a wallet.
  const { data: wallets = [] } = useAssetRows();
  const today = new Date();
  const [currencyId, setCurrencyId] = useState<number>();
  const [scope, setScope] = useState<0 | 1>(0);
  const [from, setFrom] = useState(monthRange(today, 0).from);
  const [to, setTo] = useState(monthRange(today, 0).to);
  const monthName = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' });
  // Undefined (shown as "Any dates") when the dates were typed rather than picked as a month.
  const month = MONTHS.find((back) => {
    const range = monthRange(today, back);
    return range.from === from && range.to === to;
  });
  const pickMonth = (back?: number) => {
    if (back === undefined || back < 0) return;
    const range = monthRange(today, back);
    setFrom(range.from);
    setTo(range.to);
  };
  const [format, setFormat] = useState<Format>('pdf');
  const [busy, setBusy] = useState(false);
  const chosen = currencyId ?? wallets[0]?.currencyId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    setBusy(true);
    try {
      await request.download(
        '/account/statement',
        {
          currencyId: chosen,
          scope,
          startTime: new Date(`${from}T00:00:00`).toISOString(),
          endTime: new Date(`${to}T23:59:59.999`).toISOString(),
          format,
        },
        `statement.${format}`,
      );
    } catch {
      // The request layer has shown why (e.g. a range longer than a year).
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="plain-statement">
      <summary className="plain-button" data-testid="statement-open">
        {t('assets:statement.open')}
      </summary>
      <form className="plain-filters" onSubmit={submit} aria-label={t('assets:statement.open')}>
        <PlainSelect
          label={t('money:field.currency')}
          width={120}
          value={chosen}
          options={wallets.map((w) => ({ value: w.currencyId, label: w.currencyCode }))}
          onChange={(id) => setCurrencyId(id)}
        />
        <PlainSelect
          label={t('assets:tx.wallet')}
          width={150}
          value={scope}
          options={[
            { value: 0, label: t('assets:wallet.domestic') },
            { value: 1, label: t('assets:wallet.cross_border') },
          ]}
          onChange={(value) => setScope(value === 1 ? 1 : 0)}
        />
        <PlainSelect
          label={t('assets:statement.month')}
          width={170}
          value={month ?? -1}
          options={[
            ...MONTHS.map((back) => ({
              value: back,
              label: monthName.format(monthRange(today, back).first),
            })),
            { value: -1, label: t('assets:statement.custom') },
          ]}
          onChange={pickMonth}
        />
        <label className="plain-field">
          <span>{t('assets:statement.from')}</span>
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="plain-field">
          <span>{t('assets:statement.to')}</span>
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <PlainSelect
          label={t('assets:statement.format')}
          width={100}
          value={format}
          options={FORMATS.map((value) => ({ value, label: value.toUpperCase() }))}
          onChange={(value) => setFormat(value ?? 'pdf')}
        />
        <button type="submit" className="plain-button" aria-busy={busy}>
          {t('assets:statement.download')}
        </button>
      </form>
    </details>
  );
}
