import { Link } from 'react-router';
import { buttonClass } from '../ui/button';

/**
 * Where a page that could not be shown sends the visitor on: the dashboard or home.
 * `reloadDocument` after a crash, so the next page starts from a fresh load.
 */
export function WayOnLinks({ reloadDocument = false }: { reloadDocument?: boolean }) {
  return (
    <>
      <Link to="/app/dashboard" reloadDocument={reloadDocument} className={buttonClass('primary')}>
        Go to Dashboard
      </Link>
      <Link to="/" reloadDocument={reloadDocument} className={buttonClass('secondary')}>
        Back to Home
      </Link>
    </>
  );
}
