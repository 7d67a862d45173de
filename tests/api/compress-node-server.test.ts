// The compression middleware behind @hono/node-server, as the Node host runs it: a JSON answer
// is compressed from the string c.json made, without reading it back through a web stream.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyBytes, compressResponses } from '../../functions/http/compress.ts';

describe('compression on the Node host', () => {
  const payload = { items: Array.from({ length: 200 }, (_, i) => ({ i, title: 'the same words again and again', note: '한국어도 있어요' })) };
  let server: ServerType;
  let origin = '';

  beforeAll(async () => {
    const app = new Hono().use('*', compressResponses()).get('/json', (c) => c.json(payload));
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends c.json answers as brotli, decoding to the same JSON', async () => {
    const res = await fetch(`${origin}/json`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.json()).toEqual(payload);
  });

  it("reads a string answer's bytes without turning the lightweight Response into a full one", async () => {
    // serve() put @hono/node-server's lightweight Response in place of the global one; it keeps its
    // body under its `cache` symbol until something makes it build a full web Response.
    const text = JSON.stringify(payload);
    const res = new Response(text, { headers: { 'Content-Type': 'application/json' } });
    const light = () => Object.getOwnPropertySymbols(res).some((symbol) => symbol.description === 'cache');
    expect(light()).toBe(true);
    expect(Buffer.from(await bodyBytes(res)).toString('utf8')).toBe(text);
    expect(light()).toBe(true);
  });
});
