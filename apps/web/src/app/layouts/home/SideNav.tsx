import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DownOutlined } from '@ant-design/icons';

export interface SideNavLink {
  path: string;
  label: string;
  icon?: ReactNode;
}

export interface SideNavGroup {
  group: string;
  label: string;
  icon: ReactNode;
  items: SideNavLink[];
}

export type SideNavEntry = SideNavLink | SideNavGroup;

interface Props {
  entries: SideNavEntry[];
  /** The path whose entry is lit (a detail screen passes its list's path). */
  selected: string;
  /** Only icons show; a group's title then widens the bar to show its entries. */
  collapsed: boolean;
  onExpand: () => void;
  /** After a pick: the phone's drawer closes. */
  onNavigate: () => void;
}

const isGroup = (entry: SideNavEntry): entry is SideNavGroup => 'items' in entry;

/**
 * The side menu of the signed-in areas, as links and disclosure buttons. antd's Menu (with its
 * overflow, motion and popup code, about 25 KB on the wire) was the largest piece of the shell a
 * phone downloads before its first screen; this one is plain elements and real links (docs/
 * performance.md). The group of the current screen is open.
 */
export function SideNav({ entries, selected, collapsed, onExpand, onNavigate }: Props) {
  const current = entries.find(
    (entry): entry is SideNavGroup =>
      isGroup(entry) && entry.items.some((i) => i.path === selected),
  )?.group;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  // A screen reached another way (a link, the address bar) opens its own group.
  useEffect(() => {
    if (current) setOpen((was) => (was.has(current) ? was : new Set([...was, current])));
  }, [current]);

  const toggle = (group: string) => {
    if (collapsed) {
      onExpand();
      setOpen((was) => new Set([...was, group]));
      return;
    }
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  };

  const link = (item: SideNavLink, nested: boolean) => (
    <li key={item.path} className={item.path === selected ? 'is-selected' : undefined}>
      <Link
        to={item.path}
        className={nested ? 'side-nav-link is-nested' : 'side-nav-link'}
        aria-current={item.path === selected ? 'page' : undefined}
        title={collapsed ? item.label : undefined}
        onClick={onNavigate}
      >
        {item.icon && (
          <span className="side-nav-icon" aria-hidden="true">
            {item.icon}
          </span>
        )}
        <span className="side-nav-label">{item.label}</span>
      </Link>
    </li>
  );

  return (
    <ul className={`side-nav${collapsed ? ' is-collapsed' : ''}`}>
      {entries.map((entry) => {
        if (!isGroup(entry)) return link(entry, false);
        const expanded = open.has(entry.group) && !collapsed;
        return (
          <li
            key={entry.group}
            className={`side-nav-group${entry.group === current ? ' has-selected' : ''}`}
          >
            <button
              type="button"
              className="side-nav-link"
              aria-expanded={expanded}
              title={collapsed ? entry.label : undefined}
              onClick={() => toggle(entry.group)}
            >
              <span className="side-nav-icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="side-nav-label">{entry.label}</span>
              <DownOutlined className="side-nav-arrow" aria-hidden="true" />
            </button>
            {expanded && <ul>{entry.items.map((item) => link(item, true))}</ul>}
          </li>
        );
      })}
    </ul>
  );
}
