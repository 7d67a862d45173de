import { type AddressInfo, connect } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * A local stand-in for Neon's WebSocket proxy: the Neon driver connects to
 * ws://127.0.0.1:PORT/v2?address=HOST:PORT and its binary frames are piped to a TCP socket to
 * HOST:PORT (a plain Postgres, or PGlite served over the Postgres protocol) and back. `close()`
 * cuts every connection at once; a new proxy on the same `port` is the database coming back.
 */
export async function startNeonWsProxy(options: { port?: number } = {}) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let connections = 0;
  wss.on('connection', (ws, request) => {
    connections++;
    const address = new URL(request.url ?? '/', 'ws://proxy').searchParams.get('address') ?? '';
    const colon = address.lastIndexOf(':');
    const socket = connect({ host: address.slice(0, colon), port: Number(address.slice(colon + 1)) });
    ws.on('message', (data: Buffer) => socket.write(data));
    ws.on('close', () => socket.end());
    ws.on('error', () => socket.destroy());
    socket.on('data', (data) => ws.send(data));
    socket.on('close', () => ws.close());
    socket.on('error', () => ws.terminate());
  });
  return {
    /** The value for NEON_WS_PROXY (host:port, no scheme). */
    address: `127.0.0.1:${(wss.address() as AddressInfo).port}`,
    /** How many WebSocket connections the proxy has accepted so far. */
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

export type NeonWsProxy = Awaited<ReturnType<typeof startNeonWsProxy>>;
