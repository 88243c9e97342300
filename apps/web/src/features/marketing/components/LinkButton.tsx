import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children: ReactNode };

// A real <a href> keeps the link crawlable and lets people open it in a new tab,
// while a plain click stays inside the single-page app.
export function LinkButton({ to, children, ...buttonProps }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button {...buttonProps} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
