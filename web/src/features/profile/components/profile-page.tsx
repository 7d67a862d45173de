import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function ProfilePage() {
  return <ComingSoon screen="profile page" />;
}
