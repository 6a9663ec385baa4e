import { NOT_FOUND_TITLE } from '@plumbing/shared';
import { Link } from 'react-router-dom';
import { StatusScreen } from './status-screen';
import { usePageTitle } from '../../platform/head/use-page-title';

export function NotFoundScreen() {
  usePageTitle(NOT_FOUND_TITLE);
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
