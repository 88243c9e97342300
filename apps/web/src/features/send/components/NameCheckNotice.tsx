import { Alert, Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayeeCheckReply } from '@pesa/contract';

/**
 * The name check's result before paying: a match quietly, a close match with the name the rail
 * holds, no match with a box the sender must tick before paying, and a rail that cannot check
 * (or a check that failed) said plainly. It never blocks by itself.
 */
export function NameCheckNotice(props: {
  check: PayeeCheckReply | undefined;
  loading: boolean;
  failed: boolean;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  const { check, loading, failed, confirmed, onConfirm } = props;
  const { t } = useTranslation();
  const body = (() => {
    if (loading)
      return <Typography.Text type="secondary">{t('send:nameCheck.checking')}</Typography.Text>;
    if (failed || !check) return <Alert type="info" showIcon title={t('send:nameCheck.failed')} />;
    switch (check.result) {
      case 'MATCH':
        return <Typography.Text type="success">{t('send:nameCheck.match')}</Typography.Text>;
      case 'CLOSE_MATCH':
        return (
          <Alert
            type="warning"
            showIcon
            title={t('send:nameCheck.closeTitle', { name: check.registeredName })}
            description={t('send:nameCheck.closeHelp')}
          />
        );
      case 'NO_MATCH':
        return (
          <Alert
            type="error"
            showIcon
            title={t('send:nameCheck.noMatchTitle')}
            description={
              <>
                <p>{t('send:nameCheck.noMatchHelp')}</p>
                <Checkbox
                  checked={confirmed}
                  onChange={(e) => onConfirm(e.target.checked)}
                  data-testid="name-check-confirm"
                >
                  {t('send:nameCheck.noMatchConfirm')}
                </Checkbox>
              </>
            }
          />
        );
      default:
        return <Alert type="info" showIcon title={t('send:nameCheck.unavailable')} />;
    }
  })();
  return (
    <div aria-live="polite" data-testid="name-check" data-result={check?.result}>
      {body}
    </div>
  );
}
