import { Navigate, generatePath, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';

/** /p/:handle was the old share link (spec 2 shows it); DESIGN §8 makes it redirect to /:handle. */
export function LegacyProfileRedirect() {
  const { handle = '' } = useParams();
  return <Navigate to={generatePath(paths.publicProfile, { handle })} replace />;
}
