import { Tag } from 'antd';
import type { EditableAreaPage } from './use-area-pages';

/** Where an area's page stands: none yet, a draft, or published (and whether search engines index it). */
export function AreaPageStatus({ page }: { page: EditableAreaPage | null }) {
  if (!page) return <Tag>No page yet</Tag>;
  if (!page.published) return <Tag color="gold">Draft</Tag>;
  return <Tag color={page.indexable ? 'green' : 'blue'}>{page.indexable ? 'Published' : 'Published, noindex'}</Tag>;
}
