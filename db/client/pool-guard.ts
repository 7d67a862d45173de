/**
 * What node-postgres' Pool and the Neon driver's Pool (which bundles the same pg-pool) share: the
 * parts the guard below needs.
 */
interface GuardedClient {
  on(event: 'error', listener: (err: Error) => void): unknown;
  removeListener(event: 'error', listener: (err: Error) => void): unknown;
  release(err?: Error | boolean): void;
}
interface GuardedPool<Client extends GuardedClient> {
  on(event: 'connect', listener: (client: Client) => void): unknown;
  connect(): Promise<Client>;
}

/**
 * Makes a lost connection a failed query and never the end of the process, whatever the client is
 * doing when its socket dies.
 *
 * pg-pool listens for errors only on idle clients (`pool.on('error')`) and on clients inside its
 * own `pool.query`. A client checked out with `pool.connect()` — every drizzle transaction — has
 * no listener at all, so a backend terminated mid-transaction emits an 'error' nobody handles and
 * Node ends the process. And drizzle runs BEGIN before its try/finally: when BEGIN itself fails,
 * the client is never released, and a few such failures leave the pool with no connection to give.
 *
 * So every client keeps a listener for its whole life (its running query fails with the same error,
 * which the app answers with 503 DATABASE_UNAVAILABLE), and a checked-out client whose connection
 * breaks goes back to the pool at once, marked broken so the pool discards it; its owner's own
 * release later is then a no-op.
 */
export function guardPoolClients<Client extends GuardedClient>(pool: GuardedPool<Client>): void {
  // The error reaches whoever awaits the failed query; here it only must not be unhandled.
  pool.on('connect', (client) => void client.on('error', () => {}));
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<Client> | void;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is pg-pool's own (pool.query), which listens and releases by itself.
    if (args.length) return connect(...args);
    return (connect() as Promise<Client>).then(releasedWhenBroken);
  }) as GuardedPool<Client>['connect'];
}

function releasedWhenBroken<Client extends GuardedClient>(client: Client): Client {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onBroken);
    release(err);
  };
  const onBroken = (err: Error) => releaseOnce(err);
  client.on('error', onBroken);
  client.release = releaseOnce;
  return client;
}
