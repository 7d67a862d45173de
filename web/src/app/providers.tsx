import { Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher, type QueryKey } from '../lib/api';
import { lazyNamed } from './lazy-named';

// Kept out of the first download: the landing page shows no toasts.
const AppToaster = lazyNamed(() => import('./app-toaster'), 'AppToaster');

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
    <SWRConfig value={swrConfig}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </SWRConfig>
  );
}
