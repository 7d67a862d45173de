import { JSONParser, TokenType } from '@streamparser/json';
import type { Steps } from './steps.ts';
import { UnrecognisedFile } from './types.ts';

/** Deeper than any export we read nests (Linkwarden's tags on links in collections: 5). */
const MAX_DEPTH = 32;
const CHUNK = 64 * 1024;

/**
 * JSON.parse in steps: the text goes to a streaming parser (@streamparser/json) 64 KB at a time,
 * so a 10 MB file never holds the thread for long. Nesting deeper than any export is refused as
 * soon as it is seen (a file of 200,000 `[` costs 32 tokens, not a stack of 200,000). Invalid
 * JSON, or anything after the value, is UnrecognisedFile. A text of one step's length is
 * JSON.parse's (well under a millisecond, where a streaming parser made for it costs several times
 * more: the lines of an NDJSON file), which needs no stack for its nesting.
 */
export function* parseJsonSteps(text: string): Steps<unknown> {
  const body = text.trim();
  if (body.length <= CHUNK) {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new UnrecognisedFile();
    }
  }
  // Only the whole value is wanted ('$'); the parser ends with it, so text after it is an error.
  const parser = new JSONParser({ paths: ['$'] });
  let depth = 0;
  let root: { value: unknown } | null = null;
  parser.onToken = ({ token }) => {
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (++depth > MAX_DEPTH) throw new UnrecognisedFile();
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
  };
  parser.onValue = ({ value }) => {
    root = { value };
  };
  try {
    for (let i = 0; i < body.length; i += CHUNK) {
      parser.write(body.slice(i, i + CHUNK));
      yield;
    }
    if (!parser.isEnded) parser.end();
  } catch {
    throw new UnrecognisedFile();
  }
  if (!root) throw new UnrecognisedFile();
  return (root as { value: unknown }).value;
}
