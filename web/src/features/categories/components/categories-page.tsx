import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function CategoriesPage() {
  return <ComingSoon screen="categories page" />;
}
