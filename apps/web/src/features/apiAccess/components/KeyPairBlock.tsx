import { Button, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApiMode } from '@pesa/contract';
import { CopyButton } from './CopyButton.tsx';

const MASK = '•'.repeat(24);

/**
 * One mode's key pair: the access key, the secret masked until the dialog has read it with the
 * transaction password (`secret`), copy buttons, and the reset (offered by the dialog only while
 * access is approved, and only to the main account).
 */
export function KeyPairBlock({
  mode,
  accessKey,
  secret,
  onReveal,
  onHide,
  onReset,
}: {
  mode: ApiMode;
  accessKey: string;
  /** The secret once read for this access key; null while masked. */
  secret: string | null;
  /** Asks for the transaction password and reads the secret. */
  onReveal: () => void;
  onHide: () => void;
  /** Absent for a team member: resetting is the main account's act alone. */
  onReset?: () => void;
}) {
  const { t } = useTranslation();
  const revealed = secret !== null;
  const modeName = t(`apiAccess:mode.${mode}`);
  const keyLabel = `${t('apiAccess:credentials.accessKey')} (${modeName})`;
  const secretLabel = `${t('apiAccess:credentials.secret')} (${modeName})`;

  return (
    <section className="api-key-pair" data-testid={`api-keys-${mode}`} aria-label={modeName}>
      <div className="api-key-pair-head">
        <Typography.Title level={5}>{t(`apiAccess:credentials.title.${mode}`)}</Typography.Title>
        {onReset && (
          <Button danger size="small" icon={<ReloadOutlined />} onClick={onReset}>
            {t('apiAccess:credentials.reset')}
          </Button>
        )}
      </div>
      <div className="api-key-label">{t('apiAccess:credentials.accessKey')}</div>
      <div className="api-key-value">
        <code data-testid={`api-access-key-${mode}`}>{accessKey}</code>
        <CopyButton value={accessKey} label={keyLabel} />
      </div>
      <div className="api-key-label">{t('apiAccess:credentials.secret')}</div>
      <div className="api-key-value">
        <code data-testid={`api-secret-${mode}`}>{secret ?? MASK}</code>
        <Button
          size="small"
          type="link"
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={revealed ? onHide : onReveal}
          aria-label={`${t(revealed ? 'apiAccess:credentials.hide' : 'apiAccess:credentials.reveal')} ${secretLabel}`}
        >
          {t(revealed ? 'apiAccess:credentials.hide' : 'apiAccess:credentials.reveal')}
        </Button>
        {revealed && <CopyButton value={secret} label={secretLabel} />}
      </div>
    </section>
  );
}
