import type { ReactNode } from 'react';
import '../apiMoney.css';

/**
 * Further fields as label and value pairs: an opened list row's (one pair a line on a phone, up
 * to three on a desk), or one pair a line (`single`) for a quote or payment details.
 */
export function RowDetails({
  items,
  testId,
  single = false,
}: {
  items: { label: string; value: ReactNode }[];
  testId?: string;
  single?: boolean;
}) {
  return (
    <dl className={single ? 'api-details' : 'api-details is-responsive'} data-testid={testId}>
      {items.map((item) => (
        <div className="api-details-item" key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === '' ? '-' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
