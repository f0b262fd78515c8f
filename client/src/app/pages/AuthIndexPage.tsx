import { Navigate } from 'react-router';
import { paths } from '../paths';

/** The named route "auth": /auth itself opens the main page. */
export default function AuthIndexPage() {
  return <Navigate to={paths.main()} replace />;
}
