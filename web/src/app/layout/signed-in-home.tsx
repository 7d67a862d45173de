import { HomeScreen } from '../../features/home/components/home-screen';
import { useCurrentUser } from '../../lib/auth';
import { AppShell } from './app-shell';

/** "/" for a signed-in user: the bookmarks screen inside the shell. */
export function SignedInHome() {
  const { user } = useCurrentUser();
  if (!user) return null; // the home route only mounts this with a user
  return (
    <AppShell user={user} withSidebar>
      <HomeScreen />
    </AppShell>
  );
}
