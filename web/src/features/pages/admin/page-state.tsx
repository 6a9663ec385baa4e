import { Flex, Tag, Typography } from 'antd';

/** What a page's state says (issue #52): the fields the list and the editor read it from. */
export interface PageStateFields {
  publishedAt?: string | null;
  unpublishedChanges: boolean;
}

/** A draft no visitor sees, a published page, or one with edits saved that visitors do not read yet. */
export function pageState({ publishedAt, unpublishedChanges }: PageStateFields) {
  if (!publishedAt) return { label: 'Draft', color: 'orange', says: 'Draft: visitors do not see this page until you publish it.' };
  if (unpublishedChanges)
    return {
      label: 'Changes not published',
      color: 'gold',
      says: 'Published, with changes saved as a draft: visitors read the published version until you publish.',
    };
  return { label: 'Published', color: 'green', says: 'Published: visitors read this version.' };
}

export function PageStateTag({ page }: { page: PageStateFields }) {
  const { label, color } = pageState(page);
  return <Tag color={color}>{label}</Tag>;
}

/** The editor's line on what visitors read: a draft, published, or published with changes not yet. */
export function PageStateLine({ page }: { page: PageStateFields }) {
  return (
    <Flex gap="small" align="center" wrap style={{ marginBottom: 12 }}>
      <PageStateTag page={page} />
      <Typography.Text type="secondary">{pageState(page).says}</Typography.Text>
    </Flex>
  );
}
