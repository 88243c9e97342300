import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../lib/appConfig.ts';

/** The floating chat link on every page; hidden until the server names a chat URL. */
export function ChatLink() {
  const { t } = useTranslation();
  const { data } = useAppConfig();
  if (!data?.chatUrl) return null;
  return (
    <a
      className="chat-link"
      href={data.chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={t('chat')}
      aria-label={t('chat')}
    >
      <MessageOutlined />
    </a>
  );
}
