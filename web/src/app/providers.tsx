import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher, type QueryKey } from '../lib/api';

/**
 * Spec 1 §9: cached data never goes stale and is never refetched behind the user's back; screens
 * revalidate explicitly after mutations. No retries (the one retried call opts in itself).
 */
const swrConfig: SWRConfiguration = {
  fetcher: (key: QueryKey) => fetcher(key),
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The toaster mounts in RootLayout, inside the router: the signed-out landing page goes without.
    <SWRConfig value={swrConfig}>{children}</SWRConfig>
  );
}
