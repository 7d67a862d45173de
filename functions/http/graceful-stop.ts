import type { Server, ServerResponse } from 'node:http';

/** How long requests in flight may take to finish once the host is told to stop. */
export const STOP_GRACE_MS = 10_000;

/**
 * Prepares `server` to stop gracefully and returns the function that stops it: no new
 * connections; idle keep-alive connections close at once; requests in flight finish (up to
 * `graceMs`) and their connections end with them (Node would otherwise keep them open for its
 * keep-alive timeout); whatever is still open after the grace period is cut. The returned
 * function resolves once every connection is gone.
 */
export function gracefulClose(server: Server, graceMs = STOP_GRACE_MS): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const endWithAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else response.once('finish', () => response.socket?.end());
  };
  server.on('request', (_request, response: ServerResponse) => {
    // Headers are written after the app's handler first awaits, i.e. after this listener ran.
    if (closing) return endWithAnswer(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return () =>
    new Promise((resolve) => {
      closing = true;
      for (const response of inFlight) endWithAnswer(response);
      const deadline = setTimeout(() => {
        console.error(`Requests still running after ${graceMs} ms: closing their connections.`);
        server.closeAllConnections();
      }, graceMs);
      // Node's close() also ends the connections that are idle right now.
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
}

/**
 * Runs `stop` once on the first SIGINT or SIGTERM, then exits 0 (1 if it failed). Later signals
 * are ignored: under `npm start` a terminal's Ctrl-C or a signal to the process group reaches
 * node twice (directly and relayed by npm), and a second stop would close the database again.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping (no new requests; waiting for those in flight).`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Stopping failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
