// Counting profile visitors without keeping who they are: a daily, salted hash stands for the
// visitor, never the IP address itself.

const BOT_PATTERN = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless/i;

/** Crawlers, link previews and headless browsers are not visitors. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

/** The UTC day of a moment, as stored in profile_visits.day. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * SHA-256 of a salt derived from the session secret, the day, the IP and the user agent. The day
 * in the hash means the same person cannot be followed from one day to the next, and without the
 * secret the hash cannot be reversed by trying every IP address.
 */
export async function visitorHash(sessionSecret: string, day: string, ip: string, userAgent: string): Promise<string> {
  const salt = await sha256Hex(`vidshelf profile visits\u0000${sessionSecret}`);
  return sha256Hex([salt, day, ip, userAgent].join('\u0000'));
}
