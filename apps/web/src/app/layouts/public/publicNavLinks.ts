/** Public navigation (SPEC §2). "Our Service" leads into the logged-in area; the guard asks guests to log in. */
export const PUBLIC_NAV = [
  { to: '/', key: 'home' },
  { to: '/aboutUs', key: 'aboutUs' },
  { key: 'ourService' },
  { to: '/press', key: 'press' },
  { to: '/contactUs', key: 'contactUs' },
] as const;

export const SERVICE_LINKS = [
  { to: '/home/mrp-index', key: 'globalService' },
  { to: '/home/fx-index', key: 'fx' },
] as const;
