// Atom (RFC 4287, paged per RFC 5005) and JSON Feed 1.1 documents of one page of a collection.
// Plain strings, so the Worker and the Node host write the same bytes with no XML library.
import { parseNoteTimestamps } from '../schemas/note-timestamps.ts';

/** One saved video as a feed entry; every URL already absolute. */
export interface FeedEntry {
  id: string;
  videoId: string;
  title: string;
  url: string;
  /** The owner's note, only when their profile shows notes. */
  note: string | null;
  thumbnail: string;
  channel: string | null;
  /** As YouTube shows it (4:13), and in seconds. */
  duration: string | null;
  durationSeconds: number | null;
  savedAt: Date;
  updatedAt: Date;
}

/** One page of a collection's feed; every URL already absolute. */
export interface FeedPage {
  title: string;
  description: string | null;
  author: string;
  /** The public page the feed follows. */
  homeUrl: string;
  /** The feed's own URL: its first page, which is also the feed's identity. */
  feedUrl: string;
  /** This page's URL. */
  pageUrl: string;
  /** The next (older) page, when there is one. */
  nextUrl: string | null;
  updated: Date;
  entries: FeedEntry[];
}

// Characters XML 1.0 cannot carry at all (C0 controls but tab and newlines, lone surrogates, U+FFFE/F).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

/** "Channel · 4:13": what a reader shows as the entry's text. */
const entryText = (e: FeedEntry) => [e.channel, e.duration].filter(Boolean).join(' · ') || e.title;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const html = (text: string) => text.replace(/[&<>"]/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * The entry as HTML for readers: the channel line, then the note with each of its timestamps a
 * link to the video at that moment (the player's own rule of what a time is), lines kept.
 * Everything of the note is escaped text; only the links are markup.
 */
function noteHtml(e: FeedEntry, note: string): string {
  const body = parseNoteTimestamps(note)
    .map((s) => (s.kind === 'time' ? `<a href="https://www.youtube.com/watch?v=${html(e.videoId)}&amp;t=${s.seconds}s">${html(s.text)}</a>` : html(s.text)))
    .join('')
    .replace(/\r?\n/g, '<br>');
  return `<p>${html(entryText(e))}</p><p>${body}</p>`;
}

const MEDIA_NS = 'http://search.yahoo.com/mrss/';

export function atomFeed(page: FeedPage): string {
  const link = (rel: string, href: string, type?: string) => `  <link rel="${rel}"${type ? ` type="${type}"` : ''} href="${xml(href)}"/>`;
  const entry = (e: FeedEntry) =>
    [
      '  <entry>',
      `    <id>urn:uuid:${e.id}</id>`,
      `    <title>${xml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(e.url)}"/>`,
      `    <published>${e.savedAt.toISOString()}</published>`,
      `    <updated>${e.updatedAt.toISOString()}</updated>`,
      ...(e.channel ? [`    <author><name>${xml(e.channel)}</name></author>`] : []),
      // With a note, readers show the note (as text, or as HTML with its moments linked).
      `    <summary type="text">${xml(e.note ?? entryText(e))}</summary>`,
      ...(e.note ? [`    <content type="html">${xml(noteHtml(e, e.note))}</content>`] : []),
      `    <media:thumbnail url="${xml(e.thumbnail)}"/>`,
      `    <media:content url="${xml(e.url)}" medium="video"${e.durationSeconds !== null ? ` duration="${e.durationSeconds}"` : ''}/>`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="${MEDIA_NS}">`,
    `  <id>${xml(page.feedUrl)}</id>`,
    `  <title>${xml(page.title)}</title>`,
    ...(page.description ? [`  <subtitle>${xml(page.description)}</subtitle>`] : []),
    `  <updated>${page.updated.toISOString()}</updated>`,
    `  <author><name>${xml(page.author)}</name><uri>${xml(page.homeUrl)}</uri></author>`,
    '  <generator>Vidshelf</generator>',
    link('alternate', page.homeUrl, 'text/html'),
    link('self', page.pageUrl, 'application/atom+xml'),
    link('first', page.feedUrl, 'application/atom+xml'),
    // RFC 5005: a paged feed's older page is "next"; archive-aware readers follow "prev-archive".
    ...(page.nextUrl ? [link('next', page.nextUrl, 'application/atom+xml'), link('prev-archive', page.nextUrl, 'application/atom+xml')] : []),
    ...page.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}

export function jsonFeed(page: FeedPage): string {
  const clean = (text: string) => text.replace(NOT_XML, '');
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: clean(page.title),
    home_page_url: page.homeUrl,
    feed_url: page.feedUrl,
    ...(page.description ? { description: clean(page.description) } : {}),
    ...(page.nextUrl ? { next_url: page.nextUrl } : {}),
    authors: [{ name: clean(page.author), url: page.homeUrl }],
    items: page.entries.map((e) => ({
      id: e.id,
      url: e.url,
      title: clean(e.title),
      content_text: clean(e.note ?? entryText(e)),
      ...(e.note ? { content_html: clean(noteHtml(e, e.note)), summary: clean(entryText(e)) } : {}),
      image: e.thumbnail,
      date_published: e.savedAt.toISOString(),
      date_modified: e.updatedAt.toISOString(),
      ...(e.channel ? { authors: [{ name: clean(e.channel) }] } : {}),
      // JSON Feed extensions start with an underscore; readers that do not know it ignore it.
      _video: { channel: e.channel === null ? null : clean(e.channel), duration: e.duration, duration_seconds: e.durationSeconds },
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
