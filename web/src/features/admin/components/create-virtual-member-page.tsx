import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function CreateVirtualMemberPage() {
  return <ComingSoon screen="create virtual member" />;
}
