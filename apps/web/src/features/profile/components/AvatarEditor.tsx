import type { ReactNode } from 'react';
import { Avatar, Button, Space, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
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

  return (
    <div className="profile-identity">
      <Avatar size={AVATAR_SIZE} src={src} icon={<UserOutlined />} alt={t('profile:avatar.alt')} />
      <div className="profile-identity-caption">{caption}</div>
      <Space size={4} wrap>
        <Upload
          accept=".jpg,.jpeg,.png,.webp"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            if (IMAGE_TYPES.includes(file.type)) return true;
            feedback().message.error(t('profile:avatar.imageOnly'));
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file }) =>
            run(async () => save(await uploadFile(file as File), 'profile:avatar.saved'))
          }
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t(info.avatar ? 'profile:avatar.change' : 'profile:avatar.upload')}
          </Button>
        </Upload>
        {info.avatar && (
          <Button
            type="link"
            danger
            disabled={busy}
            onClick={() => run(() => save('', 'profile:avatar.removed'))}
          >
            {t('profile:avatar.remove')}
          </Button>
        )}
      </Space>
    </div>
  );
}
