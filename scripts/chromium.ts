// Debian's chromium and the flags it needs on these machines (no browser downloads; without the
// background-networking flags it hammers the closed network). Playwright and the Lighthouse bench share them.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
