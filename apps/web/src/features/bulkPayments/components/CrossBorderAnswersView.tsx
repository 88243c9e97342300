import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { ViewStoredFileButton } from '../../../components/ViewStoredFileButton.tsx';
import type { Batch } from '../api.ts';

const DOCUMENTS = ['exchangeFile', 'detailFile', 'contractFile'] as const;

/** What a submitted cross-border file gave for all its rows: the reasons and the documents. */
export function CrossBorderAnswersView({
  answers,
}: {
  answers: NonNullable<Batch['crossBorder']>;
}) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      title={t('batch:crossBorderGiven')}
      column={{ xs: 1, sm: 2, md: 3 }}
      data-testid="batch-cross-border"
    >
      <Descriptions.Item label={t('send:sourceOfFunds')}>
        {t(`send:source.${answers.transactionReason}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('send:purpose')}>
        {t(`send:purposes.${answers.fundsPurpose}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('send:senderAddress')}>{answers.senderAddress}</Descriptions.Item>
      {DOCUMENTS.map((name) => (
        <Descriptions.Item key={name} label={t(`send:${name}`)}>
          <ViewStoredFileButton
            path={answers[name]}
            aria-label={`${t('batch:viewDocument')} ${t(`send:${name}`)}`}
            style={{ paddingInline: 0 }}
          >
            {t('batch:viewDocument')}
          </ViewStoredFileButton>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
