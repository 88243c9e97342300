/**
 * Mint green is the brand's primary colour (SPEC §9). Its own module, without antd, drawn by the
 * logo on every page, so that the plain screens' charts use it without loading antd's theme
 * (issue 16).
 */
export const MINT_GREEN = '#3eb489';
