import type { ReactNode } from 'react';
import './plain.css';

export interface PlainDescription {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Labelled values one under another in a bordered box, like antd's Descriptions (one column). */
export function PlainDescriptions({
  items,
  className,
}: {
  items: PlainDescription[];
  className?: string;
}) {
  return (
    <table className={`plain-descriptions${className ? ` ${className}` : ''}`}>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <th scope="row">{item.label}</th>
            <td>{item.children}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
