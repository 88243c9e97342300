#!/usr/bin/env node
// Renders the app's PNG icons (web app manifest, home screen) from public/icons/icon.svg with the
// system Chromium. The PNGs are committed; run this again only when the mark changes:
//   node apps/web/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.mjs';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
const mark = readFileSync(join(iconsDir, 'icon.svg'), 'utf8');

// A maskable icon is cropped to a circle or squircle by the phone: the mark sits in the middle
// 80% (the safe zone) on a full-bleed brand background.
const icons = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.1, background: '#3eb489' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.1, background: '#3eb489' },
];

const browser = await launchBrowser();
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<body style="margin:0;background:${icon.background}">` +
        `<div style="padding:${inset}px;width:${icon.size - 2 * inset}px;height:${icon.size - 2 * inset}px">` +
        mark.replace('<svg ', '<svg width="100%" height="100%" ') +
        '</div></body>',
    );
    await page.screenshot({
      path: join(iconsDir, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
  }
} finally {
  await browser.close();
}
