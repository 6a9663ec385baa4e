import { Alert, Button, Card } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { serviceAreaPath } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading } from '../../../ui/admin/admin-screen-parts';
import { AreaPageForm } from './area-page-form';
import { useAreaPages } from './use-area-pages';
import './area-pages-admin.css';

/** /admin/area-pages/{slug}: the page of one service area (issue #42), once its area and the other pages are loaded. */
export default function AreaPageEditor() {
  const { slug = '' } = useParams();
  const { areas, pages, loaded, loading, error, refetch } = useAreaPages();
  const entry = areas.find(({ area }) => area.slug === slug);
  usePageTitle(entry ? `${entry.area.name}: area page` : 'Area page');

  let content;
  if (loading) content = <Card loading aria-busy="true" />;
  else if (error && !loaded)
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Failed to fetch the area pages"
        action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
      />
    );
  else if (!entry)
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`No service area of the business profile has the address ${serviceAreaPath(slug)}.`}
        action={<Link to="/admin/business">Business Profile</Link>}
      />
    );
  // Keyed by the area: the form starts from the page as loaded, and a refetch after its save leaves the text typed since alone.
  else content = <AreaPageForm key={entry.area.slug} area={entry.area} page={entry.page} pages={pages} />;

  return (
    <>
      <AdminHeading title={entry ? `${entry.area.name}: area page` : 'Area page'}>
        <Link to="/admin/area-pages">Back to area pages</Link>
      </AdminHeading>
      {entry && (
        <p className="area-editor-address">
          Its address: <strong>{serviceAreaPath(entry.area.slug)}</strong>
        </p>
      )}
      {content}
    </>
  );
}
