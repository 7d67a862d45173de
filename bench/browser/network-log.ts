// Every request of one page load, from Chromium's DevTools protocol: when it started and finished
// (ms after navigation), its type and its bytes on the wire.
import type { CDPSession } from 'playwright-core';

export interface LoggedRequest {
  url: string;
  type: string;
  startMs: number;
  endMs: number;
  /** Bytes received over the network, headers included (compressed body). */
  bytes: number;
  /** The request that caused this one (its script or document), when Chromium names it. */
  initiator: string | null;
}

export interface NetworkLog {
  requests: LoggedRequest[];
  /** When the document's load event fired, ms after navigation. */
  loadMs: number | null;
  /** Sets time zero: call right before navigating. */
  start(): void;
}

export async function logNetwork(cdp: CDPSession): Promise<NetworkLog> {
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  // Each load measured from nothing: no HTTP cache, no service worker from an earlier visit.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = new Map<string, LoggedRequest & { t0: number }>();
  const log: NetworkLog = {
    requests: [],
    loadMs: null,
    start: () => {
      byId.clear();
      log.requests.length = 0;
      log.loadMs = null;
    },
  };
  let zero = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && !zero) zero = e.timestamp;
    const initiator = e.initiator.url ?? e.initiator.stack?.callFrames[0]?.url ?? null;
    byId.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', t0: e.timestamp, startMs: 0, endMs: 0, bytes: 0, initiator });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = byId.get(e.requestId);
    if (!request) return;
    request.startMs = (request.t0 - zero) * 1000;
    request.endMs = (e.timestamp - zero) * 1000;
    request.bytes = e.encodedDataLength;
    log.requests.push(request);
  });
  cdp.on('Page.loadEventFired', (e) => {
    if (log.loadMs === null) log.loadMs = (e.timestamp - zero) * 1000;
  });
  const reset = log.start;
  log.start = () => {
    zero = 0;
    reset();
  };
  return log;
}
