import { Card, Col, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../lib/session.ts';
import { AccountFacts } from '../components/AccountFacts.tsx';
import { AvatarEditor } from '../components/AvatarEditor.tsx';
import { PersonalInfoForm } from '../components/PersonalInfoForm.tsx';
import { SecuritySettings } from '../components/SecuritySettings.tsx';
import '../profile.css';

/** /home/info (permission Info): the account's facts, personal details and security settings. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  if (!info) return <Spin />;
  return (
    <section className="page-card profile-page" aria-labelledby="profile-title">
      <Typography.Title level={2} id="profile-title">
        {t('menu:route.info')}
      </Typography.Title>
      <Card className="profile-card">
        <AvatarEditor
          info={info}
          caption={
            <>
              <div className="profile-name">{info.nickName || info.accountNo}</div>
              <div className="profile-muted">{t('profile:avatar.hint')}</div>
            </>
          }
        />
        <AccountFacts info={info} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('profile:personal.title')} className="profile-card">
            <PersonalInfoForm key={`${info.nickName}|${info.sex}`} info={info} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('profile:security.title')} className="profile-card">
            <SecuritySettings info={info} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
