import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function VirtualMembersPage() {
  return <ComingSoon screen="virtual members" />;
}
