/**
 * Public navigation (SPEC §2). "Our Service" opens public pages describing the service and its
 * rates (docs/customer-journeys.md); signed-in users find a link into the app there.
 */
export const PUBLIC_NAV = [
  { to: '/', key: 'home' },
  { to: '/aboutUs', key: 'aboutUs' },
  { key: 'ourService' },
  { to: '/press', key: 'press' },
  { to: '/contactUs', key: 'contactUs' },
] as const;

export const SERVICE_LINKS = [
  { to: '/services/global', key: 'globalService' },
  { to: '/services/fx', key: 'fx' },
] as const;
