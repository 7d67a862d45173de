import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until the public profile issue lands; it has no app shell of its own. */
export function PublicProfilePage() {
  const { handle } = useParams();
  return (
    <main className="flex flex-1 items-center justify-center bg-zinc-50 px-4 py-16 dark:bg-zinc-950">
      <ComingSoon screen={`public profile @${handle ?? ''}`} />
    </main>
  );
}
