import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so screens and dialogs keep named exports and still split into
 * chunks. `any` props, as React.lazy itself takes: the lazy component keeps the loaded one's props.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy takes (above)
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
