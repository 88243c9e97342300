import type { ReactNode } from 'react';

type FeatureCardProps = { icon: ReactNode; title: string; body: string; action?: ReactNode };

export function FeatureCard({ icon, title, body, action }: FeatureCardProps) {
  return (
    <div className="mk-card">
      <div className="mk-icon" aria-hidden>
        {icon}
      </div>
      <h3>{title}</h3>
      <p className="mk-muted">{body}</p>
      {action}
    </div>
  );
}
