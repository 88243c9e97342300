import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown right after sign-up; the next useful step is identity verification. */
export default function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="auth-page">
      <Result
        status="success"
        title={t('auth:registerSuccess.title')}
        subTitle={t('auth:registerSuccess.body')}
        extra={[
          <Button type="primary" key="dashboard" onClick={() => navigate('/home/dashboard')}>
            {t('auth:registerSuccess.dashboard')}
          </Button>,
          <Button key="kyc" onClick={() => navigate('/home/kyc-auth')}>
            {t('auth:registerSuccess.verify')}
          </Button>,
        ]}
      />
    </div>
  );
}
