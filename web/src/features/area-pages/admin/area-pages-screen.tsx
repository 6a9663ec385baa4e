import { Alert, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, LoadFailure } from '../../../ui/admin/admin-screen-parts';
import { AreaPageCard } from './area-page-card';
import { OrphanAreaPageCard } from './orphan-area-page-card';
import { useAreaPages } from './use-area-pages';
import { useDeleteAreaPage } from './use-delete-area-page';
import './area-pages-admin.css';

/** /admin/area-pages (issue #42): each service area of the business profile with its page, and the pages whose area is gone. */
export default function AreaPagesScreen() {
  usePageTitle('Area Pages');
  const { areas, orphans, loaded, loading, error } = useAreaPages();
  const deletion = useDeleteAreaPage();
  return (
    <>
      <AdminHeading title="Area Pages" />
      <Typography.Paragraph className="area-editor-hint">
        Each service area of your <Link to="/admin/business">business profile</Link> can have a page of its own at
        /service-areas/&#123;slug&#125;, listed in every page&apos;s footer once published. Write what is true of that area: a page that
        reads like another area&apos;s is not published.
      </Typography.Paragraph>
      {error && <LoadFailure title="Failed to fetch the area pages" stale={loaded} />}
      {deletion.failed && <Alert type="error" showIcon role="alert" title="Could not delete the page. Please try again." />}
      {loading && <Card loading aria-busy="true" />}
      {loaded && areas.length === 0 && (
        <Alert
          type="info"
          showIcon
          title="No service areas yet."
          description={
            <>
              Add the places you serve in <Link to="/admin/business">Business Profile</Link>, then write their pages here.
            </>
          }
        />
      )}
      {areas.length > 0 && (
        <ul className="area-page-list" aria-label="Service areas">
          {areas.map(({ area, page }) => (
            <li key={area.slug}>
              <AreaPageCard area={area} page={page} />
            </li>
          ))}
        </ul>
      )}
      {orphans.length > 0 && (
        <section aria-labelledby="orphan-pages-title">
          <Typography.Title level={2} id="orphan-pages-title" className="area-editor-heading">
            Pages whose area is gone
          </Typography.Title>
          <ul className="area-page-list">
            {orphans.map((page) => (
              <li key={page.slug}>
                <OrphanAreaPageCard page={page} onDelete={() => void deletion.remove(page.slug)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
