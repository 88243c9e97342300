import './register.css';

/**
 * Where a form of a few steps is, drawn like antd's small Steps without its script: the
 * current step is marked for a screen reader (`aria-current="step"`), a done one with a tick.
 */
export function PlainSteps({ current, titles }: { current: number; titles: readonly string[] }) {
  return (
    <ol className="plain-steps auth-steps">
      {titles.map((title, index) => {
        const state = index < current ? 'is-done' : index === current ? 'is-current' : 'is-next';
        return (
          <li
            key={title}
            className={`plain-step ${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="plain-step-icon" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="plain-step-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
