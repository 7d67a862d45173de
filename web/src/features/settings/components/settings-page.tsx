import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's issue lands. */
export function SettingsPage() {
  return <ComingSoon screen="settings page" />;
}
