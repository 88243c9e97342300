import './steps.css';

/**
 * Where a form of a few steps stands, as a plain ordered list in the manner of antd's small
 * Steps without its script: numbered marks joined by a line, done ones ticked, the current one
 * marked for a screen reader (`aria-current="step"`). On a phone only the current step's title
 * shows; the others keep their numbered marks.
 */
export function PlainSteps({
  titles,
  current,
  label,
  className,
}: {
  titles: readonly string[];
  current: number;
  /** The list's name for a screen reader. */
  label?: string;
  className?: string;
}) {
  return (
    <ol className={['plain-steps', className].filter(Boolean).join(' ')} aria-label={label}>
      {titles.map((title, index) => {
        const state = index < current ? 'is-done' : index === current ? 'is-current' : '';
        return (
          <li
            key={title}
            className={`plain-step ${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="plain-step-mark" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="plain-step-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
