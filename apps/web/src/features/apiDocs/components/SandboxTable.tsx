import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { SANDBOX_DELAY_MS, SANDBOX_MAGIC_NUMBERS, type SandboxOutcome } from '@pesa/domain';

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
    <Table<Row>
      size="small"
      rowKey="number"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          key: 'number',
          title: t('apiDocs:sandbox.number'),
          dataIndex: 'number',
          render: (value: string) => <code>{value}</code>,
        },
        {
          key: 'outcome',
          title: t('apiDocs:sandbox.outcome'),
          dataIndex: 'outcome',
          render: (outcome: SandboxOutcome) =>
            t(`apiDocs:sandbox.outcomes.${outcome}`, { seconds: SANDBOX_DELAY_MS / 1000 }),
        },
      ]}
    />
  );
}
