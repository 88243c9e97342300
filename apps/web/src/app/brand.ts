/**
 * Mint green is the brand's primary colour (SPEC §9). Its own module, without antd, drawn by the
 * logo on every page, so that the plain screens' charts use it without loading antd's theme
 * (issue 16).
 */
export const MINT_GREEN = '#3eb489';

/**
 * The same mint, deep enough to carry text (WCAG 2.2 AA, 4.5:1): links, selected menu entries
 * and white text on primary buttons. MINT_GREEN has 2.6:1 on white, too little for any text, so
 * it stays for the logo, charts and decoration (docs/web-public-site-and-browser-tests.md).
 */
export const MINT_DEEP = '#1d7654';
/** Hover and pressed shades of MINT_DEEP: darker, so hovering never lowers the contrast. */
export const MINT_DEEPER = '#155a40';
