/**
 * A response body made of text pieces an async generator yields, one piece per pull: a large
 * download is written page by page, never held whole. A failure midway breaks the download
 * (the headers are gone already: all that is left is not to fake its end).
 */
export function textStream(pieces: AsyncGenerator<string>, label: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        console.error(`${label} failed:`, err);
        controller.error(err);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
