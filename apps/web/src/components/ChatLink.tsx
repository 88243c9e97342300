import { MessageOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../lib/appConfig.ts';

/** Where the chat link leads when the server names no chat URL: a person can still reach us. */
export const CHAT_FALLBACK_PATH = '/contactUs';

/**
 * The floating chat link on every customer page (SPEC §1), never in the operator console (/ops),
 * which is not where customers ask for help. Without a configured chat URL (CHAT_URL) it leads
 * to the contact page instead of disappearing, so help is one tap away on every page. It waits
 * for the settings, so it never flashes the fallback before the real chat link.
 */
export function ChatLink() {
  const { t } = useTranslation();
  const { data } = useAppConfig();
  const { pathname } = useLocation();
  if (data === undefined || pathname === '/ops' || pathname.startsWith('/ops/')) return null;
  if (!data?.chatUrl)
    return (
      <Link className="chat-link" to={CHAT_FALLBACK_PATH} title={t('chat')} aria-label={t('chat')}>
        <MessageOutlined />
      </Link>
    );
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

/**
 * The chat link as the build draws it on the home page (prerender/): hidden, and shown by that
 * page's own script once it has read the settings, leading to the chat or, without one, here.
 */
export function DrawnChatLink() {
  const { t } = useTranslation();
  return (
    <a
      className="chat-link"
      href={CHAT_FALLBACK_PATH}
      title={t('chat')}
      aria-label={t('chat')}
      hidden
    >
      <MessageOutlined />
    </a>
  );
}
