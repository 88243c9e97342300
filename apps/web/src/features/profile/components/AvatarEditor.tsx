import type { ReactNode } from 'react';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../components/plain/FilePickButton.tsx';
import { useAvatarUrl } from '../../../lib/avatar.ts';
import { feedback } from '../../../lib/feedback.ts';
import { AVATAR_SIZE } from '../../../lib/layout.ts';
import { uploadFile } from '../../../lib/money/api.ts';
import { refreshUserInfo } from '../../../lib/refreshUserInfo.ts';
import type { UserInfo } from '../../../lib/session.ts';
import { usePendingAction } from '../../../lib/usePendingAction.ts';
import { profileApi } from '../api.ts';

/** What the server takes as an avatar (it checks the content, this only filters the picker). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The avatar (SPEC §9: size 45) with upload and remove; each change is saved at once. */
export function AvatarEditor({ info, caption }: { info: UserInfo; caption: ReactNode }) {
  const { t } = useTranslation();
  const src = useAvatarUrl(info.avatar);
  const [busy, run] = usePendingAction();

  const save = async (avatar: string, done: string) => {
    await profileApi.save({ avatar });
    await refreshUserInfo();
    feedback().message.success(t(done));
  };

  const pick = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      feedback().message.error(t('profile:avatar.imageOnly'));
      return;
    }
    void run(async () => save(await uploadFile(file), 'profile:avatar.saved'));
  };

  return (
    <div className="profile-identity">
      <span className="profile-avatar" style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}>
        {src ? <img src={src} alt={t('profile:avatar.alt')} /> : <UserOutlined aria-hidden />}
      </span>
      <div className="profile-identity-caption">{caption}</div>
      <div className="profile-avatar-actions">
        <FilePickButton
          accept=".jpg,.jpeg,.png,.webp"
          busy={busy}
          icon={<UploadOutlined />}
          onPick={pick}
        >
          {t(info.avatar ? 'profile:avatar.change' : 'profile:avatar.upload')}
        </FilePickButton>
        {info.avatar && (
          <button
            type="button"
            className="plain-link profile-avatar-remove"
            disabled={busy}
            onClick={() => void run(() => save('', 'profile:avatar.removed'))}
          >
            {t('profile:avatar.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
