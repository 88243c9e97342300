const HEADER = /<header[\s>][\s\S]*?<\/header>/;

/**
 * The page's `<template>`s, one per variant. The widths differ in the header only (the page's
 * body does not depend on it), so a wide variant whose body is the phone one's holds just its
 * header, `data-header-of` the phone variant (the stamp puts it in place of that one's header):
 * the phone parses about a third less HTML (issue 36).
 */
export function variantTemplates(route: string, drawn: ReadonlyMap<string, string>): string[] {
  return [...drawn].map(([name, markup]) => {
    const open = `<template data-route="${route}" data-variant="${name}"`;
    const phoneName = name.replace(/-wide$/, '-phone');
    const phone = phoneName === name ? undefined : drawn.get(phoneName);
    const header = HEADER.exec(markup)?.[0];
    const phoneHeader = phone === undefined ? undefined : HEADER.exec(phone)?.[0];
    const sameBody =
      header !== undefined &&
      phone !== undefined &&
      phoneHeader !== undefined &&
      markup.replace(header, '') === phone.replace(phoneHeader, '');
    return sameBody
      ? `${open} data-header-of="${phoneName}">${header}</template>`
      : `${open}>${markup}</template>`;
  });
}
