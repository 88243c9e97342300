import { Link, type LinkProps } from 'react-router';
import { useCanOpenScreen } from '../lib/permissions/canOpenScreen.ts';

/**
 * A link to a screen of the app that is not shown when the user's role or account does not open
 * that screen, so no link leads to the 401 page (docs/permissions.md, "Links").
 */
export function ScreenLink(props: LinkProps & { to: string }) {
  return useCanOpenScreen(props.to) ? <Link {...props} /> : null;
}
