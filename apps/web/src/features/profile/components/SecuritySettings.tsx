import { useState, type ReactNode } from 'react';
import { KeyOutlined, LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import type { UserInfo } from '../../../lib/session.ts';
import {
  ChangeEmailDialog,
  ChangePhoneDialog,
  FundPasswordDialog,
  LoginPasswordDialog,
  prefetchDialog,
  type SecurityDialog as Dialog,
} from './securityDialogs.ts';

function SecurityRow(props: {
  icon: ReactNode;
  title: string;
  detail: ReactNode;
  action: string;
  actionLabel: string;
  onAction: () => void;
  onNear: () => void;
}) {
  return (
    <div className="profile-security-row">
      <span className="profile-security-icon" aria-hidden>
        {props.icon}
      </span>
      <div className="profile-security-text">
        <div className="profile-security-title">{props.title}</div>
        <div className="profile-security-detail">{props.detail}</div>
      </div>
      <button
        type="button"
        className="plain-button"
        onClick={props.onAction}
        onPointerEnter={props.onNear}
        onFocus={props.onNear}
        aria-label={props.actionLabel}
      >
        {props.action}
      </button>
    </div>
  );
}

/**
 * Login and transaction passwords, phone and email, each changed in its own dialog, which loads
 * when it is first opened.
 */
export function SecuritySettings({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);
  const fundSet = !!info.fundPasswordFlag;
  const notLinked = <span className="profile-muted">{t('profile:notLinked')}</span>;

  return (
    <div className="profile-security">
      <SecurityRow
        icon={<LockOutlined />}
        title={t('profile:loginPassword.name')}
        detail={t('profile:loginPassword.detail')}
        action={t('profile:action.change')}
        actionLabel={t('profile:loginPassword.title')}
        onAction={() => setOpen('loginPassword')}
        onNear={() => prefetchDialog('loginPassword')}
      />
      <SecurityRow
        icon={<KeyOutlined />}
        title={t('profile:fundPassword.name')}
        detail={
          <>
            <StatusTag tone={fundSet ? 'success' : 'warning'}>
              {t(fundSet ? 'profile:fundPassword.isSet' : 'profile:fundPassword.notSet')}
            </StatusTag>
            {t('profile:fundPassword.detail')}
          </>
        }
        action={t(fundSet ? 'profile:action.reset' : 'profile:action.set')}
        actionLabel={t(
          fundSet ? 'profile:fundPassword.resetTitle' : 'profile:fundPassword.setTitle',
        )}
        onAction={() => setOpen('fundPassword')}
        onNear={() => prefetchDialog('fundPassword')}
      />
      <SecurityRow
        icon={<MobileOutlined />}
        title={t('profile:field.phone')}
        detail={info.phone || notLinked}
        action={t(info.phone ? 'profile:action.change' : 'profile:action.link')}
        actionLabel={t(info.phone ? 'profile:phone.changeTitle' : 'profile:phone.linkTitle')}
        onAction={() => setOpen('phone')}
        onNear={() => prefetchDialog('phone')}
      />
      <SecurityRow
        icon={<MailOutlined />}
        title={t('profile:field.email')}
        detail={info.email || notLinked}
        action={t(info.email ? 'profile:action.change' : 'profile:action.link')}
        actionLabel={t(info.email ? 'profile:email.changeTitle' : 'profile:email.linkTitle')}
        onAction={() => setOpen('email')}
        onNear={() => prefetchDialog('email')}
      />
      <OnceOpened open={open === 'loginPassword'}>
        <LoginPasswordDialog open={open === 'loginPassword'} onClose={close} />
      </OnceOpened>
      <OnceOpened open={open === 'fundPassword'}>
        <FundPasswordDialog open={open === 'fundPassword'} info={info} onClose={close} />
      </OnceOpened>
      <OnceOpened open={open === 'phone'}>
        <ChangePhoneDialog open={open === 'phone'} info={info} onClose={close} />
      </OnceOpened>
      <OnceOpened open={open === 'email'}>
        <ChangeEmailDialog open={open === 'email'} info={info} onClose={close} />
      </OnceOpened>
    </div>
  );
}
