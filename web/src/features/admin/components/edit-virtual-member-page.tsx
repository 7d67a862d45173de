import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function EditVirtualMemberPage() {
  return <ComingSoon screen="edit virtual member" />;
}
