import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { drawnPage } from '../lib/drawnByBuild.ts';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  selected?: boolean;
  /** Shown but not pickable, such as the name of who is signed in. */
  disabled?: boolean;
  /** An action that ends something, such as logging out: drawn in red. */
  danger?: boolean;
  /** A line above this entry. */
  dividerBefore?: boolean;
}

interface Props {
  label: ReactNode;
  ariaLabel?: string;
  items: MenuButtonItem[];
  onSelect: (key: string) => void;
  align?: 'start' | 'end';
  className?: string;
  /** `menuitemradio` (the default) for a choice such as the language, `menuitem` for actions. */
  itemRole?: 'menuitemradio' | 'menuitem';
}

/**
 * A small accessible menu button for the headers. antd's Dropdown/Menu would add about 20 KB of
 * gzipped JS to the pages a phone opens first (docs/performance.md).
 */
export function MenuButton({
  label,
  ariaLabel,
  items,
  onSelect,
  align = 'end',
  className,
  itemRole = 'menuitemradio',
}: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={`menu-button ${className ?? ''}`} ref={root}>
      <button
        type="button"
        className="menu-button-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {/* The build draws a closed menu too, hidden: the drawn home page opens it with its own
          small script (build-plugins/prerender/homeScript.ts). */}
      {(open || drawnPage.alone) && (
        <ul
          id={menuId}
          role="menu"
          className={`menu-button-list menu-button-${align}`}
          hidden={!open}
        >
          {items.map((item) => (
            <li
              key={item.key}
              role="none"
              className={item.dividerBefore ? 'has-divider' : undefined}
            >
              <button
                type="button"
                role={itemRole}
                data-key={item.key}
                aria-checked={itemRole === 'menuitemradio' ? (item.selected ?? false) : undefined}
                disabled={item.disabled}
                className={[
                  'menu-button-item',
                  item.selected && 'is-selected',
                  item.danger && 'is-danger',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => {
                  setOpen(false);
                  onSelect(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
