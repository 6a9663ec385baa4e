import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { serviceAreaPath } from '@plumbing/shared';
import { RecordCard } from '../../../ui/admin/record-card';
import { AreaPageStatus } from './area-page-status';
import type { EditableAreaPage, ProfileArea } from './use-area-pages';

/** One area of the profile with its page: its address and state, and the way to write it (and to see it, once published). */
export function AreaPageCard({ area, page }: { area: ProfileArea; page: EditableAreaPage | null }) {
  const navigate = useNavigate();
  const editor = `/admin/area-pages/${area.slug}`;
  const projects = page?.projects.length ?? 0;
  return (
    <RecordCard
      title={area.name}
      badge={<AreaPageStatus page={page} />}
      actions={
        <>
          <Button
            type="primary"
            href={editor}
            aria-label={`${page ? 'Edit' : 'Write'} its page: ${area.name}`}
            onClick={(event) => {
              event.preventDefault();
              navigate(editor);
            }}
          >
            {page ? 'Edit' : 'Write'} its page
          </Button>
          {page?.published && (
            <Button
              href={serviceAreaPath(area.slug)}
              target="_blank"
              rel="noreferrer"
              aria-label={`View the ${area.name} page (opens a new tab)`}
            >
              View
            </Button>
          )}
        </>
      }
    >
      <p>{serviceAreaPath(area.slug)}</p>
      <p>
        {projects} {projects === 1 ? 'project' : 'projects'} done there
      </p>
    </RecordCard>
  );
}
