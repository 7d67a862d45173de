import { useMediaQuery } from '../../../lib/use-media-query';

/** Spec 2 §9: the public page's mobile layout is under 768 px. */
const PHONE_QUERY = '(max-width: 767.98px)';

export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
