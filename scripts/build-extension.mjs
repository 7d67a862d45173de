// `npm run build:extension`: bundles extension/src with esbuild into extension/dist (load it
// unpacked), draws the icons, and zips the folder to web/public/downloads/vidshelf-extension.zip,
// which the next `vite build` (or `npm start`) ships, so the /extension page can offer it. It
// also writes extension/dist-firefox: the same files with Firefox's manifest (`web-ext lint`
// checks that one, see `npm run lint:extension`).
//
// APP_ORIGIN (your deployed Vidshelf address) is added to the manifest's externally_connectable,
// the pages allowed to hand the extension its token; localhost is always there.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { deflateRawSync, deflateSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'extension');
const dist = join(src, 'dist');
const firefoxDist = join(src, 'dist-firefox');
const zipPath = join(root, 'web/public/downloads/vidshelf-extension.zip');

rmSync(dist, { recursive: true, force: true });
rmSync(firefoxDist, { recursive: true, force: true });
mkdirSync(join(dist, 'icons'), { recursive: true });

await build({
  entryPoints: ['background', 'content', 'popup'].map((name) => join(src, 'src', `${name}.ts`)),
  outdir: dist,
  bundle: true,
  // Classic scripts: a content script cannot be a module, and Firefox loads the background
  // as `background.scripts`.
  format: 'iife',
  target: ['chrome120', 'firefox121'],
  legalComments: 'none',
  logLevel: 'warning',
});

cpSync(join(src, 'static'), dist, { recursive: true });
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(src, 'manifest.json'), 'utf8'));
const appOrigin = process.env.APP_ORIGIN ? new URL(process.env.APP_ORIGIN) : null;
const connectable = [...manifest.externally_connectable.matches];
// A match pattern has no port: the host's pattern covers every port of it.
if (appOrigin) connectable.push(`${appOrigin.protocol}//${appOrigin.hostname}/*`);
const chromium = { ...manifest, version, externally_connectable: { matches: [...new Set(connectable)] } };
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(chromium, null, 2)}\n`);

// ---- CRC-32 (PNG chunks and zip entries) ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---- icons: the brand's rose rounded square with a white bookmark ----
function png(size) {
  const rows = [];
  const r = size * 0.22;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const cx = Math.max(r - x - 0.5, 0, x + 0.5 - (size - r)), cy = Math.max(r - y - 0.5, 0, y + 0.5 - (size - r));
      const inside = cx * cx + cy * cy <= r * r;
      const u = (x + 0.5) / size, v = (y + 0.5) / size;
      // Bookmark: a rectangle with a V notch at its bottom.
      const mark = u > 0.32 && u < 0.68 && v > 0.22 && v < 0.8 && v < 0.8 - 0.9 * (0.18 - Math.abs(u - 0.5)) + 0.16 - 0.0;
      const notch = v > 0.62 && v > 0.8 - Math.abs(u - 0.5) * 0.9;
      const white = mark && !notch;
      row.set(inside ? (white ? [255, 255, 255, 255] : [225, 29, 72, 255]) : [0, 0, 0, 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
for (const size of [16, 32, 48, 128]) writeFileSync(join(dist, 'icons', `icon-${size}.png`), png(size));

// ---- zip (stored names relative to dist, deflated, no dependencies) ----
function filesUnder(dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  // A fixed timestamp (1980-01-01): the same sources give the same zip.
  const dosTime = 0, dosDate = (0 << 9) | (1 << 5) | 1;
  for (const file of files) {
    const name = Buffer.from(relative(dist, file).split('\\').join('/'));
    const data = readFileSync(file);
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
// Firefox: no service worker (it runs background.scripts), no externally_connectable (it has no
// such channel; the app falls back to posting to the opener). The rest is the same build.
cpSync(dist, firefoxDist, { recursive: true });
const { externally_connectable: _, ...firefox } = { ...chromium, background: { scripts: chromium.background.scripts } };
writeFileSync(join(firefoxDist, 'manifest.json'), `${JSON.stringify(firefox, null, 2)}\n`);

mkdirSync(dirname(zipPath), { recursive: true });
writeFileSync(zipPath, zip(filesUnder(dist)));
console.log(`Extension built: ${relative(root, dist)}/ and ${relative(root, zipPath)}`);
