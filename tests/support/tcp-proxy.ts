import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A TCP proxy to host:port standing between an app and its Postgres. `close()` is the database
 * going away: every connection is destroyed on both sides at once, whatever it is doing (as when a
 * backend is terminated mid-query), and new ones are refused until `open()` listens again on the
 * same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let accepted = 0;
  const open = async () => {
    const next = createServer((client) => {
      accepted++;
      const upstream = connect(target);
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => next.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  await open();
  return {
    get port() {
      return port;
    },
    /** Connections accepted so far. */
    get accepted() {
      return accepted;
    },
    /** Connections open right now (each is two sockets). */
    get open() {
      return sockets.size / 2;
    },
    /** Listens again on the same port. */
    reopen: open,
    close: async () => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
