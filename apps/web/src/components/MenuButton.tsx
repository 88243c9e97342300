import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  selected?: boolean;
}

interface Props {
  label: ReactNode;
  ariaLabel?: string;
  items: MenuButtonItem[];
  onSelect: (key: string) => void;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A small accessible menu button for the public header. antd's Dropdown/Menu would add about
 * 20 KB of gzipped JS to the home page, which has a 200 KB budget.
 */
export function MenuButton({ label, ariaLabel, items, onSelect, align = 'end', className }: Props) {
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
      {open && (
        <ul id={menuId} role="menu" className={`menu-button-list menu-button-${align}`}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={item.selected ?? false}
                className={item.selected ? 'menu-button-item is-selected' : 'menu-button-item'}
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
