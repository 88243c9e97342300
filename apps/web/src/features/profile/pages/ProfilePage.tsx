import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { useUserInfo } from '../../../lib/session.ts';
import { AccountFacts } from '../components/AccountFacts.tsx';
import { AvatarEditor } from '../components/AvatarEditor.tsx';
import { PersonalInfoForm } from '../components/PersonalInfoForm.tsx';
import { SecuritySettings } from '../components/SecuritySettings.tsx';
import { NotificationSettings } from '../components/NotificationSettings.tsx';
import '../../../components/plain/plainControls.css';
import '../profile.css';

/**
 * /home/info (permission Info): the account's facts, personal details and security settings.
 * Drawn with plain panels, and the security dialogs load when one is opened: a phone's first
 * visit fetches antd's form for the personal details only (issue 16, docs/performance.md).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  if (!info) return <LineSkeleton rows={3} />;
  return (
    <section className="page-card plain-screen profile-page" aria-labelledby="profile-title">
      <h2 className="plain-page-title" id="profile-title">
        {t('menu:route.info')}
      </h2>
      <PlainCard className="profile-card">
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
      </PlainCard>
      <div className="profile-columns">
        <PlainCard title={t('profile:personal.title')} className="profile-card">
          <PersonalInfoForm key={`${info.nickName}|${info.sex}`} info={info} />
        </PlainCard>
        <PlainCard title={t('profile:security.title')} className="profile-card">
          <SecuritySettings info={info} />
        </PlainCard>
      </div>
      <PlainCard
        title={t('notifications:settingsTitle')}
        className="profile-card"
        data-testid="notify-settings"
      >
        <NotificationSettings />
      </PlainCard>
    </section>
  );
}
