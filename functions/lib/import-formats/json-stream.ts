import { TokenParser, TokenType, Tokenizer } from '@streamparser/json';
import type { Steps } from './steps.ts';
import { UnrecognisedFile } from './types.ts';

/** Deeper than any export we read nests (Linkwarden's tags on links in collections: 5). */
const MAX_DEPTH = 32;
const CHUNK = 64 * 1024;

/**
 * JSON.parse in steps: the text goes to a streaming tokenizer 64 KB at a time, so a 10 MB file
 * never holds the thread for long. Nesting deeper than any export is refused as soon as it is
 * seen (a file of 200,000 `[` costs 32 tokens, not a stack of 200,000). Invalid JSON, or
 * anything after the value, is UnrecognisedFile.
 */
export function* parseJsonSteps(text: string): Steps<unknown> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$'] });
  let depth = 0;
  let root: { value: unknown } | null = null;
  tokenizer.onToken = (info) => {
    if (info.token === TokenType.LEFT_BRACE || info.token === TokenType.LEFT_BRACKET) {
      if (++depth > MAX_DEPTH) throw new UnrecognisedFile();
    } else if (info.token === TokenType.RIGHT_BRACE || info.token === TokenType.RIGHT_BRACKET) depth--;
    parser.write(info);
  };
  parser.onValue = ({ value }) => {
    root = { value };
  };
  const body = text.trim();
  try {
    for (let i = 0; i < body.length; i += CHUNK) {
      if (tokenizer.isEnded) throw new UnrecognisedFile(); // text after the value
      tokenizer.write(body.slice(i, i + CHUNK));
      yield;
    }
    if (!tokenizer.isEnded) tokenizer.end();
  } catch (err) {
    if (err instanceof UnrecognisedFile) throw err;
    throw new UnrecognisedFile();
  }
  if (!root) throw new UnrecognisedFile();
  return (root as { value: unknown }).value;
}
