import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createFakeOEmbed } from '../../functions/dev/fake-oembed.ts';

type Server = ReturnType<typeof serve>;

async function listening(server: Server): Promise<string> {
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The fake oEmbed endpoint on a real port, under YouTube's path. `stop()` closes the port (the
 * service becomes unreachable) and `start()` opens the same port again.
 */
export async function startFakeOEmbed() {
  const fake = createFakeOEmbed();
  const fetch = new Hono().route('/oembed', fake).fetch;
  let server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  const origin = await listening(server);
  const port = Number(new URL(origin).port);
  const close = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    fake,
    url: `${origin}/oembed`,
    stop: close,
    start: async () => {
      server = serve({ fetch, port, hostname: '127.0.0.1' });
      await listening(server);
    },
    close,
  };
}

/** An address where nothing listens: a port that was just opened and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = serve({ fetch: () => new Response(null), port: 0, hostname: '127.0.0.1' });
  const origin = await listening(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `${origin}/oembed`;
}

/** A server that accepts every request and never answers it. */
export async function startHangingServer() {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
