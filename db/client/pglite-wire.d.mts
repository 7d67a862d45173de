/** See pglite-wire.mjs. */
export interface Field {
  name: string;
  dataTypeID: number;
}

export function readRows(
  bytes: Buffer,
  start: number,
  end: number,
  fields: Field[],
  parsers: Record<number, (text: string, type: number) => unknown>,
  rowMode: 'array' | 'object' | undefined,
): unknown[];
