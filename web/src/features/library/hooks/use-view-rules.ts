import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/toast';
import type { ViewMode } from '../stores/library-view';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: the sidebar docks open from 1024 px and closes itself below. */
export function useSidebarFollowsWidth(isDesktop: boolean, setOpen: (open: boolean) => void) {
  const previous = useRef(isDesktop);
  useEffect(() => {
    if (previous.current === isDesktop) return;
    previous.current = isDesktop;
    setOpen(isDesktop);
  }, [isDesktop, setOpen]);
}

/**
 * Spec 1 §2: category sections make no sense inside one category. Choosing a category while that
 * view is active shows the category as a grid and says so.
 */
export function useSectionsDisabledInCategory(categoryId: string | null, viewMode: ViewMode, setCategoryViewMode: (mode: 'grid') => void) {
  const previous = useRef(categoryId);
  const { t } = useTranslation('library');
  useEffect(() => {
    if (previous.current === categoryId) return;
    previous.current = categoryId;
    if (categoryId && viewMode === 'category-sections') {
      setCategoryViewMode('grid');
      notify({
        title: t('viewModeChanged.title'),
        description: t('viewModeChanged.description'),
        id: 'view-mode-changed',
      });
    }
  }, [categoryId, viewMode, setCategoryViewMode, t]);
}
