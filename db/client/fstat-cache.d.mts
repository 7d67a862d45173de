/** See fstat-cache.mjs: fstat answers kept until a call that may change a file. */
export function keepFstatAnswers(files?: Record<string, unknown>): void;
