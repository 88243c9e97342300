import { PERMISSION_TABLE } from '@pesa/domain';
import {
  FIXED_API_SCREENS,
  FIXED_HOME_SCREENS,
  LISTS_WITH_DETAIL,
  ORG_ACCOUNT_SCREENS,
} from './screens.ts';

/** The refusal page, shown inside the signed-in frame (AppRoutes.tsx). */
export const UNAUTHORIZED_PATH = '/401';

const ALL_TITLES: readonly { path: string; titleKey: string }[] = [
  { path: UNAUTHORIZED_PATH, titleKey: 'menu:route.unauthorized' },
  ...FIXED_HOME_SCREENS,
  ...ORG_ACCOUNT_SCREENS,
  ...FIXED_API_SCREENS,
  ...PERMISSION_TABLE,
];

const DETAIL_SUFFIX = /\/detail\/\d+$/;

/** A detail screen (`<list>/detail/<id>`) of a list that has one carries the list's title. */
export function listOfDetail(pathname: string): string {
  const list = pathname.replace(DETAIL_SUFFIX, '');
  return list !== pathname && LISTS_WITH_DETAIL.includes(list) ? list : pathname;
}

/** i18n key of the header title for a path of the logged-in area. */
export function screenTitleKey(pathname: string): string | undefined {
  const path = listOfDetail(pathname);
  return ALL_TITLES.find((screen) => screen.path === path)?.titleKey;
}

/**
 * Whether a path is a screen of the logged-in area (granted to this user or not). A logged-in
 * user who opens one that is not theirs is refused with the 401 page; any other unknown path is
 * the 404 page (docs/customer-journeys.md, "A team member pays").
 */
export function isAppScreenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screenTitleKey(path) !== undefined;
}
