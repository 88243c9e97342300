import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsApi } from '../api/opsCalls.ts';
import { CodeForm } from '../CodeForm.tsx';
import { SignInFrame } from '../SignInFrame.tsx';
import { useSignInStep } from '../useOpsSession.ts';

/** /ops/verify: the second factor after the password. */
export function OpsTotpPage() {
  const { t } = useTranslation('ops');
  const next = useSignInStep();
  return (
    <SignInFrame title={t('totpTitle')}>
      <Typography.Paragraph>{t('totpHelp')}</Typography.Paragraph>
      <CodeForm
        submitLabel={t('verify')}
        onCode={async (code) => next(await opsApi.verifyTotp(code))}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/ops/login">{t('backToSignIn')}</Link>
      </Typography.Paragraph>
    </SignInFrame>
  );
}
