import { useEffect, useState } from 'react';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsApi } from '../api/opsCalls.ts';
import { CodeForm } from '../CodeForm.tsx';
import { SignInFrame } from '../SignInFrame.tsx';
import { useSignInStep } from '../useOpsSession.ts';

/**
 * /ops/enrol: the first sign-in. The server issues a secret once per visit (a reload issues a
 * new one, and only the last works); it shows as a QR code drawn here, never sent elsewhere,
 * and as base32 text for typing in.
 */
export function OpsEnrolPage() {
  const { t } = useTranslation('ops');
  const next = useSignInStep();
  const enrolment = useQuery({
    queryKey: ['ops', 'enrol'],
    queryFn: opsApi.enrolTotp,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [qr, setQr] = useState<string | null>(null);
  const uri = enrolment.data?.uri;
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setQr(url)),
    );
    return () => {
      live = false;
    };
  }, [uri]);

  return (
    <SignInFrame title={t('enrolTitle')}>
      <Typography.Paragraph>{t('enrolHelp')}</Typography.Paragraph>
      {enrolment.isError && (
        <Alert
          type="error"
          showIcon
          message={enrolment.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      {enrolment.data ? (
        <>
          <Flex justify="center" style={{ marginBottom: 12 }}>
            {qr ? (
              <img src={qr} alt={t('qrAlt')} width={200} height={200} data-testid="ops-totp-qr" />
            ) : (
              <Spin />
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t('manualEntry')}
          </Typography.Paragraph>
          <Typography.Paragraph
            copyable
            code
            data-testid="ops-totp-secret"
            style={{ wordBreak: 'break-all', fontSize: 15 }}
          >
            {enrolment.data.secret}
          </Typography.Paragraph>
          <CodeForm
            submitLabel={t('activate')}
            onCode={async (code) => next(await opsApi.confirmTotp(code))}
          />
        </>
      ) : (
        !enrolment.isError && <Spin />
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/ops/login">{t('backToSignIn')}</Link>
      </Typography.Paragraph>
    </SignInFrame>
  );
}
