import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** Centered card that frames the login, register and password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
