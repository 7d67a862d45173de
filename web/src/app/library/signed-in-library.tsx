import { LibraryScreen } from './library-screen';
import { useCurrentUser } from '../../lib/auth';
import { AppShell } from '../layout/app-shell';

// In this chunk, so the index route starts the screen's requests as soon as its code is here.
export { preloadLibrary } from './preload-library';

/** "/" for a signed-in user: the library screen inside the shell. */
export function SignedInLibrary() {
  const { user } = useCurrentUser();
  if (!user) return null; // the index route only mounts this with a user
  return (
    <AppShell user={user} withSidebar>
      <LibraryScreen />
    </AppShell>
  );
}
