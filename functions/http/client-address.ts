import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';

/**
 * The address a request came from, as far as this host may believe it (config.trustProxy).
 * Headers naming a client are only believed from proxies the operator said are there: otherwise
 * anyone could claim any address. '' when the host cannot tell (an in-process request).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const trust = c.var.deps.config.trustProxy;
  if (trust === 'cloudflare') return c.req.header('cf-connecting-ip')?.trim() ?? '';
  const peer = connectionAddress(c);
  if (trust === null) return peer;
  // Each proxy appends the address it was reached from; the last `trust` entries are theirs.
  const hops = [...(c.req.header('x-forwarded-for') ?? '').split(',').map((a) => a.trim()).filter(Boolean), peer];
  return hops.at(-(trust + 1)) ?? hops[0] ?? '';
}

/** The Node host's socket peer (@hono/node-server passes the request as `env.incoming`). */
function connectionAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '';
}
