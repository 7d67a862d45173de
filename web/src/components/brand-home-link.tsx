import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { LogoMark } from './ui/logo';

/** The logo and name, linking home: the header of the standalone screens (sign-in, share, extension). */
export function BrandHomeLink() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
    >
      <LogoMark />
      Vidshelf
    </Link>
  );
}
