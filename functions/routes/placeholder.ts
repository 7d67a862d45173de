import * as z from 'zod';
import { defineRoute, routesApp } from '../openapi/route.ts';

const MAX_SIDE = 2000;

const side = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, `Must be a whole number from 1 to ${MAX_SIDE}.`)
  .transform(Number)
  .pipe(z.number().max(MAX_SIDE, `Must be a whole number from 1 to ${MAX_SIDE}.`))
  .meta({ pattern: '^(?:[1-9]\\d{0,2}|1\\d{3}|2000)$', description: `a whole number from 1 to ${MAX_SIDE}` });

/** A neutral grey frame with a play glyph in the middle, scaled to the smaller side. */
export function placeholderSvg(width: number, height: number): string {
  const r = Math.max(1, Math.round(Math.min(width, height) * 0.16));
  const cx = width / 2;
  const cy = height / 2;
  // The triangle sits a little right of centre, as a play glyph's visual centre does.
  const t = r * 0.45;
  const points = [
    [cx - t * 0.8, cy - t],
    [cx - t * 0.8, cy + t],
    [cx + t * 1.1, cy],
  ]
    .map(([x, y]) => `${round(x!)},${round(y!)}`)
    .join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Video thumbnail unavailable">` +
    `<rect width="${width}" height="${height}" fill="#e5e7eb"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="#9ca3af"/>` +
    `<polygon points="${points}" fill="#f9fafb"/>` +
    `</svg>`
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

const image = defineRoute({
  method: 'get', path: '/{w}/{h}', tag: 'App', access: 'public', summary: 'A placeholder image',
  request: { params: z.object({ w: side, h: side }) },
  responses: { 200: { description: 'An SVG image of that size.', content: { 'image/svg+xml': { schema: z.string() } } } },
});

export const placeholderRoutes = routesApp()
  .openapi(image, (c) => {
    const { w, h } = c.req.valid('param');
    return c.body(placeholderSvg(w, h), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
