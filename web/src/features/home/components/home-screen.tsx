import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function HomeScreen() {
  return <ComingSoon screen="bookmarks screen" />;
}
