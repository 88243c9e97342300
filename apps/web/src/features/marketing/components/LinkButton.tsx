import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './marketing.css';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default';
  size?: 'large' | 'middle';
  ghost?: boolean;
  'data-testid'?: string;
}

/**
 * A link that looks like a button. A real <a href> keeps the link crawlable and lets people open
 * it in a new tab, while a plain click stays inside the single-page app. Plain CSS instead of
 * antd's Button keeps the public home page within its JavaScript budget.
 */
export function LinkButton({
  to,
  children,
  type = 'default',
  size = 'middle',
  ghost = false,
  ...rest
}: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  const className = [
    'mk-button',
    `mk-button-${type}`,
    size === 'large' && 'mk-button-large',
    ghost && 'mk-button-ghost',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <a href={to} onClick={onClick} className={className} data-testid={rest['data-testid']}>
      {children}
    </a>
  );
}
