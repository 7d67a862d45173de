// Renders the app icons of the web app manifest (web/public/icons/*.png) from the logo, once, with
// Debian's Chromium: `node scripts/make-icons.mjs`. The PNGs are committed; run this again only
// when the logo (web/public/favicon.svg, components/ui/logo.tsx) changes.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'web/public/icons');
const favicon = readFileSync(join(root, 'web/public/favicon.svg'), 'utf8');

// The favicon's own parts, so the icons cannot drift from it: its gradient and its play glyph.
const gradient = /<defs>.*<\/defs>/.exec(favicon)?.[0];
const glyph = /<path [^>]*\/>/.exec(favicon)?.[0];
if (!gradient || !glyph) throw new Error('web/public/favicon.svg no longer has <defs> and one <path>: update scripts/make-icons.mjs');

/**
 * One icon as SVG on the favicon's 32×32 grid.
 * - 'any': the favicon itself, rounded tile with transparent corners.
 * - 'full': the tile fills the square (platforms mask it: maskable icons, Apple touch icons); the
 *   glyph shrinks by `scale` around the centre so it stays inside the mask's safe zone (the middle
 *   80 % circle for maskable icons).
 */
function iconSvg(kind, scale = 1) {
  if (kind === 'any') return favicon;
  // The glyph's optical centre sits slightly right of 16,16 (a triangle), as in the favicon.
  const glyphTransform = `translate(16 16) scale(${scale}) translate(-16 -16)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" fill="url(#g)"/><g transform="${glyphTransform}">${glyph}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: iconSvg('any') },
  { file: 'icon-512.png', size: 512, svg: iconSvg('any') },
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg('full', 0.72) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: iconSvg('full', 0.9) },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(outDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
