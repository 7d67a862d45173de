import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function AdminUsersPage() {
  return <ComingSoon screen="user information" />;
}
