import zlib from 'node:zlib';
const item = (i) => ({ id: crypto.randomUUID(), videoId: 'v000000' + i, url: 'https://www.youtube.com/watch?v=v000000' + i, title: 'sourdough lesson ' + i, note: null, description: 'All about piano', categories: [{ id: crypto.randomUUID(), name: 'Category 1', color: '#3b82f6' }], isFavorite: false, thumbnail: 'https://i.ytimg.com/vi/v000000' + i + '/hqdefault.jpg', duration: 'PT123S', durationSeconds: 123, channel: 'Channel ' + i, channelId: null, channelIcon: null, views: 12345, publishedAt: new Date().toISOString(), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), watchTime: 0, embeddable: true, readOnly: false });
const buf = Buffer.from(JSON.stringify(Array.from({ length: 20 }, (_, i) => item(i))));
console.log('raw', buf.length);
const run = (label, f) => { for (let i = 0; i < 200; i++) f(); const t = process.cpuUsage(); let n = 0; for (let i = 0; i < 2000; i++) n = f().length; const c = process.cpuUsage(t); console.log(label.padEnd(8), n, ((c.user + c.system) / 1000 / 2000).toFixed(3), 'ms'); };
for (const q of [1, 3, 4, 5]) run('br' + q, () => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }));
for (const l of [1, 4, 6]) run('gz' + l, () => zlib.gzipSync(buf, { level: l }));
