import { useEffect, useRef, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: number;
  children: ReactNode;
}

/**
 * The phone's side menu: a panel from the left over a dimmed page. It closes on its button, a
 * tap outside it or Escape, and takes the focus while open so that a keyboard or screen reader
 * starts in the menu and returns to the button that opened it.
 */
export function PhoneDrawer({ open, onClose, title, width, children }: Props) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="phone-drawer">
      <div className="phone-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="phone-drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout:shell.sidebar')}
        tabIndex={-1}
        style={{ width }}
      >
        <div className="phone-drawer-head">
          <button
            type="button"
            className="shell-icon-button"
            aria-label={t('layout:nav.closeMenu')}
            onClick={onClose}
          >
            <CloseOutlined />
          </button>
          {title}
        </div>
        <nav className="phone-drawer-body" aria-label={t('layout:shell.sidebar')}>
          {children}
        </nav>
      </div>
    </div>
  );
}
