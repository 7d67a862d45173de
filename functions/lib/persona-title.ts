/** Spec 2 §2: a generated title is 50–60 characters. */
export const TITLE_MIN = 50;
export const TITLE_MAX = 60;

/** Cuts at the last word boundary within max (never mid-word when a boundary exists). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max + 1);
  const space = slice.lastIndexOf(' ');
  return (space >= TITLE_MIN - 10 ? slice.slice(0, space) : text.slice(0, max)).replace(/[\s,;:\u2013\u2014|\u00b7-]+$/, '');
}

/**
 * Brings a title into 50–60 characters: too long is cut at a word boundary; too short gets a tail
 * naming the topics, then the curator, then a generic phrase, and is cut again.
 */
export function fitTitle(title: string, context: { name: string; topics: string }): string {
  let t = title.replace(/\s+/g, ' ').trim();
  const tails = [
    context.topics ? `| ${context.topics.split(',').map((s) => s.trim()).filter(Boolean).join(', ')}` : '',
    context.name ? `with ${context.name}` : '',
    '| curated video picks',
    '| hand-picked videos every week',
  ].filter(Boolean);
  for (const tail of tails) {
    if (t.length >= TITLE_MIN) break;
    t = t ? `${t} ${tail}` : tail.replace(/^\|\s*/, '');
  }
  while (t.length < TITLE_MIN) t = `${t} · videos`;
  t = cut(t, TITLE_MAX);
  while (t.length < TITLE_MIN) t = `${t}.`;
  return t;
}

/** The title of a member created with the title left empty. */
export function generatedTitle(context: { name: string; topics: string }): string {
  const subject = context.topics ? context.topics.split(',')[0]!.trim() : 'great videos';
  return fitTitle(`${context.name}'s curated picks on ${subject}`, context);
}
