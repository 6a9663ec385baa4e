import { Flex, Tag, Typography } from 'antd';

/** What a page's state says (issue #52): the fields the list and the editor read it from. */
export interface PageStateFields {
  publishedAt?: string | null;
  unpublishedChanges: boolean;
}

// Antd's preset tag colours read below 4.5:1 on their tints: darker text on the same tints.
const DRAFT = { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' };
const CHANGED = { color: '#614700', background: '#fffbe6', borderColor: '#ffe58f' };
const PUBLISHED = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

/** A draft no visitor sees, a published page, or one with edits saved that visitors do not read yet. */
export function pageState({ publishedAt, unpublishedChanges }: PageStateFields) {
  if (!publishedAt) return { label: 'Draft', tone: DRAFT, says: 'Draft: visitors do not see this page until you publish it.' };
  if (unpublishedChanges)
    return {
      label: 'Changes not published',
      tone: CHANGED,
      says: 'Published, with changes saved as a draft: visitors read the published version until you publish.',
    };
  return { label: 'Published', tone: PUBLISHED, says: 'Published: visitors read this version.' };
}

export function PageStateTag({ page }: { page: PageStateFields }) {
  const { label, tone } = pageState(page);
  return <Tag style={tone}>{label}</Tag>;
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
