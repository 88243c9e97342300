import { MessageOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../lib/appConfig.ts';

/**
 * The floating chat link on every customer page; hidden until the server names a chat URL, and
 * never in the operator console (/ops), which is not where customers ask for help.
 */
export function ChatLink() {
  const { t } = useTranslation();
  const { data } = useAppConfig();
  const { pathname } = useLocation();
  if (!data?.chatUrl || pathname === '/ops' || pathname.startsWith('/ops/')) return null;
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
