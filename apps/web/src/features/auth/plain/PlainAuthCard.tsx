import type { ReactNode } from 'react';
import './plainForm.css';

/** The card that frames a sign-in form, drawn like antd's card without loading antd. */
export function PlainAuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <section className="auth-card plain-card" aria-labelledby="auth-card-title">
        <h1 className="plain-auth-title" id="auth-card-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
