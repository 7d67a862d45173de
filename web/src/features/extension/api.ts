import useSWR from 'swr';

/** Written by `npm run build:extension` into web/public, shipped by the next web build. */
export const EXTENSION_ZIP_PATH = '/downloads/vidshelf-extension.zip';

/**
 * Whether this server ships the zip: a host without it answers the SPA's index.html (or 404),
 * so only a zip content type counts.
 */
export async function hasExtensionZip(): Promise<boolean> {
  const res = await fetch(EXTENSION_ZIP_PATH, { method: 'HEAD' });
  return res.ok && (res.headers.get('content-type') ?? '').includes('zip');
}

export function useExtensionZip() {
  const { data, isLoading } = useSWR(['extension-zip', EXTENSION_ZIP_PATH], hasExtensionZip, { revalidateOnFocus: false });
  return { available: data ?? false, isLoading };
}
