import { Button, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The buttons under the form: Back (company steps), Save draft, then Next or Submit. */
export function KycFormActions({
  busy,
  onBack,
  onSaveDraft,
  onNext,
  onSubmit,
}: {
  busy: 'save' | 'submit' | null;
  onBack?: () => void;
  onSaveDraft: () => void;
  onNext?: () => void;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap className="kyc-actions">
      {onBack && <Button onClick={onBack}>{t('kyc:action.back')}</Button>}
      <Button
        icon={<SaveOutlined />}
        loading={busy === 'save'}
        disabled={busy === 'submit'}
        onClick={onSaveDraft}
      >
        {t('kyc:action.saveDraft')}
      </Button>
      {onNext && (
        <Button type="primary" onClick={onNext}>
          {t('kyc:action.next')}
        </Button>
      )}
      {onSubmit && (
        <Button
          type="primary"
          loading={busy === 'submit'}
          disabled={busy === 'save'}
          onClick={onSubmit}
        >
          {t('kyc:action.submit')}
        </Button>
      )}
    </Space>
  );
}
