import { useState } from 'react';
import { Button, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApiMode } from '@pesa/contract';
import { CopyButton } from './CopyButton.tsx';

const MASK = '•'.repeat(24);

/**
 * One mode's key pair: the access key, the secret masked until revealed, copy buttons, and the
 * reset (offered by the dialog only while access is approved, and only to the main account).
 */
export function KeyPairBlock({
  mode,
  accessKey,
  secret,
  onReset,
}: {
  mode: ApiMode;
  accessKey: string;
  secret: string;
  /** Absent for a team member: resetting is the main account's act alone. */
  onReset?: () => void;
}) {
  const { t } = useTranslation();
  // Keyed by the access key: a new pair starts masked again.
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const revealed = revealedFor === accessKey;
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
        <code data-testid={`api-secret-${mode}`}>{revealed ? secret : MASK}</code>
        <Button
          size="small"
          type="link"
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setRevealedFor(revealed ? null : accessKey)}
          aria-label={`${t(revealed ? 'apiAccess:credentials.hide' : 'apiAccess:credentials.reveal')} ${secretLabel}`}
        >
          {t(revealed ? 'apiAccess:credentials.hide' : 'apiAccess:credentials.reveal')}
        </Button>
        <CopyButton value={secret} label={secretLabel} />
      </div>
    </section>
  );
}
