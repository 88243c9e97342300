/**
 * Set by the build while it draws a page that works without React (the home page,
 * build-plugins/prerender/): closed menus are drawn too, hidden, for that page's own small
 * script to open. The app itself (and every other drawn page, which React replaces) renders a
 * menu only while it is open.
 */
export const drawnPage = { alone: false };
