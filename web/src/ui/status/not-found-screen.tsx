import { Link } from 'react-router-dom';
import { StatusScreen } from './status-screen';
import { usePageTitle } from '../../platform/head/use-page-title';

export function NotFoundScreen() {
  usePageTitle('Page Not Found');
  return (
    <StatusScreen
      title="404 - Page Not Found"
      message="The page you're looking for doesn't exist."
      actions={
        <Link to="/" className="button button-primary">
          Go Home
        </Link>
      }
    />
  );
}
