import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so screens keep named exports and still split into chunks. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
