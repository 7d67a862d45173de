import { CategoriesPage } from '../../features/categories/components/categories-page';
import { showCategoryInLibrary } from '../../features/library/stores/library-filters';

/** /categories: a card opens its category in the library, which the categories feature cannot reach itself. */
export function CategoriesRoute() {
  return <CategoriesPage onOpenCategory={showCategoryInLibrary} />;
}
