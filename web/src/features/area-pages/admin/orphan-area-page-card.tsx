import { Button, Popconfirm } from 'antd';
import { serviceAreaPath } from '@plumbing/shared';
import { RecordCard } from '../../../ui/admin/record-card';
import type { EditableAreaPage } from './use-area-pages';

/** A page whose area has left the business profile: kept, not public, until an area takes its slug again or it is deleted. */
export function OrphanAreaPageCard({ page, onDelete }: { page: EditableAreaPage; onDelete: () => void }) {
  return (
    <RecordCard
      title={serviceAreaPath(page.slug)}
      actions={
        <Popconfirm title="Delete this page for good?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button danger aria-label={`Delete the page ${serviceAreaPath(page.slug)}`}>
            Delete
          </Button>
        </Popconfirm>
      }
    >
      <p>No service area has this slug any more, so the page is not public. Give an area this slug again to bring it back.</p>
    </RecordCard>
  );
}
