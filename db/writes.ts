/**
 * Tells listeners that a statement which may have changed data has finished (decision 016): what
 * lets the Node host remember session checks for a moment (functions/auth/session-memo.ts) without
 * ever serving one that a write of this process made stale.
 *
 * A listener is told after the statement's answer arrives and before the code that awaited it
 * goes on, so a write's HTTP answer is never sent before its listeners heard of it. Anything but a
 * plain SELECT counts as a write, including BEGIN and COMMIT: a transaction's changes show at its
 * COMMIT. Counting too much only costs a forgotten memo; counting too little would serve stale
 * answers, so the test is deliberately crude.
 */
export interface WriteSignal {
  /** Calls `listener` after each finished write, for as long as the database is open. */
  subscribe(listener: () => void): void;
  notify(): void;
}

export function createWriteSignal(): WriteSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

/** Our reads all start with SELECT (drizzle writes them so); none of them calls a function that writes. */
export function isReadOnlyStatement(sql: string): boolean {
  return /^\s*select\b/i.test(sql);
}

/** The SQL text of a node-postgres query argument (a string, or a config with `text`). */
export function statementText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && typeof (config as { text?: unknown }).text === 'string') return (config as { text: string }).text;
  return undefined;
}
