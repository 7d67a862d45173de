export const MAIN_THREAD_PARSERS: Record<number, (text: string) => unknown>;
export function readableOnMainThread(fields: { dataTypeID: number }[]): boolean;
