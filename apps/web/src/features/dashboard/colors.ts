/** Mint green of the brand theme, for drawings antd does not style (charts). */
export const MINT = '#3eb489';
