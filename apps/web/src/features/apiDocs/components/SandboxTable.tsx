import { useTranslation } from 'react-i18next';
import { SANDBOX_DELAY_MS, SANDBOX_MAGIC_NUMBERS, type SandboxOutcome } from '@pesa/domain';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';

interface Row {
  number: string;
  outcome: SandboxOutcome;
}

/** The sandbox's magic numbers, read from the rule the sandbox rail follows. */
export function SandboxTable() {
  const { t } = useTranslation();
  const rows: Row[] = [
    ...Object.entries(SANDBOX_MAGIC_NUMBERS).map(([digits, outcome]) => ({
      number: `…${digits}`,
      outcome,
    })),
    { number: t('apiDocs:sandbox.any'), outcome: 'success' },
  ];
  return (
    <PlainTable<Row>
      wrap
      rowKey={(row) => row.number}
      rows={rows}
      empty="-"
      label={t('apiDocs:sandbox.title')}
      columns={[
        {
          key: 'number',
          title: t('apiDocs:sandbox.number'),
          render: (row) => <code>{row.number}</code>,
        },
        {
          key: 'outcome',
          title: t('apiDocs:sandbox.outcome'),
          render: (row) =>
            t(`apiDocs:sandbox.outcomes.${row.outcome}`, { seconds: SANDBOX_DELAY_MS / 1000 }),
        },
      ]}
    />
  );
}
