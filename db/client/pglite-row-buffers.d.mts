/** A view of `size` bytes on a kept buffer large enough, or on a new one. */
export function rowBuffer(size: number): Uint8Array;
/** Takes back buffers the main thread has read. */
export function keepRowBuffers(buffers: ArrayBuffer[]): void;
