import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
        Back to Home
      </Link>
    </main>
  );
}
