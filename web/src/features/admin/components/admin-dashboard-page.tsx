import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function AdminDashboardPage() {
  return <ComingSoon screen="admin dashboard" />;
}
