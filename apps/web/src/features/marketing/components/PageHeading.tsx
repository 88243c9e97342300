type PageHeadingProps = { title: string; intro?: string };

export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <header style={{ marginBottom: 32 }}>
      <h1 style={{ fontSize: 'clamp(26px, 5vw, 38px)' }}>{title}</h1>
      {intro && (
        <p className="mk-muted" style={{ fontSize: 16, maxWidth: 760 }}>
          {intro}
        </p>
      )}
    </header>
  );
}
