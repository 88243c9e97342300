import { chromium } from 'playwright-core';

/**
 * The system Chromium; nothing here may download a browser. `debuggingPort` also opens
 * Chromium's debugging port, for a tool that drives it itself (the web bench's Lighthouse).
 */
export function launchBrowser({ debuggingPort } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
