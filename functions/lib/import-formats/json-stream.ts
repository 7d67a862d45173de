import { TokenType, Tokenizer } from '@streamparser/json';
import type { Steps } from './steps.ts';
import { UnrecognisedFile } from './types.ts';

/** Deeper than any export we read nests (Linkwarden's tags on links in collections: 5). */
const MAX_DEPTH = 32;
const CHUNK = 64 * 1024;

/**
 * JSON.parse in steps: the text goes to a streaming tokenizer 64 KB at a time, so a 10 MB file
 * never holds the thread for long. Nesting deeper than any export is refused as soon as it is
 * seen (a file of 200,000 `[` costs 32 tokens, not a stack of 200,000). Invalid JSON, or
 * anything after the value, is UnrecognisedFile. A text of one step's length is JSON.parse's
 * (well under a millisecond, where a tokenizer made for it costs several times more: the lines
 * of an NDJSON file), which needs no stack for its nesting.
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
  const tokenizer = new Tokenizer();
  const build = valueBuilder();
  let depth = 0;
  tokenizer.onToken = ({ token, value }) => {
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      if (++depth > MAX_DEPTH) throw new UnrecognisedFile();
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) depth--;
    build.token(token, value);
  };
  try {
    for (let i = 0; i < body.length; i += CHUNK) {
      tokenizer.write(body.slice(i, i + CHUNK));
      yield;
    }
    tokenizer.end();
  } catch {
    throw new UnrecognisedFile();
  }
  return build.value();
}

// What the next token may be: a value, an object's key (or its end, right after `{`), `:`, `,` or
// the container's end (after a value), nothing (after the whole value).
const VALUE = 0;
const FIRST_ITEM = 1;
const FIRST_KEY = 2;
const KEY = 3;
const COLON = 4;
const AFTER = 5;
const DONE = 6;

/**
 * The value the tokens spell, checking their order as JSON.parse does (the tokenizer checks only
 * each token): a value out of place throws. Keys are set as own properties, `__proto__` too.
 */
function valueBuilder() {
  const open: { into: Record<string, unknown> | unknown[]; key: string }[] = [];
  let state = VALUE;
  let root: unknown;
  const bad = () => {
    throw new UnrecognisedFile();
  };
  const put = (value: unknown) => {
    const top = open.at(-1);
    if (!top) root = value;
    else if (Array.isArray(top.into)) top.into.push(value);
    else if (top.key === '__proto__') Object.defineProperty(top.into, top.key, { value, enumerable: true, writable: true, configurable: true });
    else top.into[top.key] = value;
    state = top ? AFTER : DONE;
  };
  const close = (object: boolean) => {
    const top = open.pop();
    if (!top || (state !== AFTER && state !== (object ? FIRST_KEY : FIRST_ITEM)) || Array.isArray(top.into) === object) bad();
    state = open.length ? AFTER : DONE;
  };
  return {
    token(token: TokenType, value: unknown) {
      if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) return close(token === TokenType.RIGHT_BRACE);
      if (token === TokenType.COLON) return state === COLON ? void (state = VALUE) : bad();
      if (token === TokenType.COMMA) return state === AFTER ? void (state = Array.isArray(open.at(-1)!.into) ? VALUE : KEY) : bad();
      if (state === FIRST_KEY || state === KEY) {
        if (token !== TokenType.STRING) bad();
        open.at(-1)!.key = value as string;
        state = COLON;
        return;
      }
      if (state !== VALUE && state !== FIRST_ITEM) bad();
      if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
        const into = token === TokenType.LEFT_BRACE ? {} : [];
        put(into);
        open.push({ into, key: '' });
        state = token === TokenType.LEFT_BRACE ? FIRST_KEY : FIRST_ITEM;
      } else put(value);
    },
    value() {
      if (state !== DONE) bad();
      return root;
    },
  };
}
