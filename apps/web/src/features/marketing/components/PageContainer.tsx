import type { CSSProperties, ReactNode } from 'react';

type PageContainerProps = { children: ReactNode; style?: CSSProperties; narrow?: boolean };

// Centres page content with side padding that shrinks on phones, so nothing overflows at 360 px;
// on the right at least the chat link's lane (--chat-lane, styles.css), which holds no control.
export function PageContainer({ children, style, narrow }: PageContainerProps) {
  return (
    <div
      style={{
        maxWidth: narrow ? 880 : 1200,
        margin: '0 auto',
        padding:
          'clamp(24px, 5vw, 56px) max(clamp(16px, 4vw, 32px), var(--chat-lane, 0px)) ' +
          'clamp(24px, 5vw, 56px) clamp(16px, 4vw, 32px)',
        boxSizing: 'border-box',
        width: '100%',
        ...style,
      }}
    >
      {children}
    </div>
  );
}
