import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageType } from '../../../gql/graphql';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, LoadFailure, SavedNoticeBanner } from '../../../ui/admin/admin-screen-parts';
import { AdminRecordList } from '../../../ui/admin/admin-record-list';
import type { ListSort } from '../../../ui/admin/card-list';
import { ListSearchBox, matchesSearch, useListSearch } from '../../../ui/admin/list-search';
import { RecordCard } from '../../../ui/admin/record-card';
import { useIdle } from '../../../ui/use-idle';
import { preloadVisualEditor } from './content-editor';
import { AdminPagesQuery, DeletePageMutation, type ListedPage } from './pages-operations';
import { savedNoticeOf } from './page-saved';
import { PageActions } from './page-actions';
import { PageStateTag } from './page-state';

export const PagesMessages = {
  fetchFailed: 'Failed to fetch pages',
  deleteFailed: 'Failed to delete page',
} as const;

export const PAGE_TYPE_LABELS: Record<PageType, string> = { page: 'Page', card: 'Card' };
const TYPE_FILTERS = [
  { value: 'all', label: 'All types' },
  ...Object.entries(PAGE_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

/** Spec §2: the search matches the page title or the SEO title, ignoring case (and accents). */
function matches(page: ListedPage, search: string, type: string): boolean {
  if (type !== 'all' && page.type !== type) return false;
  return matchesSearch(search, page.title, page.seo.title);
}

const BY_TITLE: ListSort<ListedPage> = {
  key: 'title',
  compare: (a, b) => a.title.localeCompare(b.title),
  ascending: 'Title, A to Z',
  descending: 'Title, Z to A',
};

/** Where the page is, and what keeps it from search engines or sends its visitors elsewhere. */
function PageAddress({ page }: { page: ListedPage }) {
  return (
    <>
      /pages/{page.slug}
      {page.seo.robots.noindex && ' · noindex'}
      {page.seo.redirectUrl && ` · redirects to ${page.seo.redirectUrl}`}
    </>
  );
}

function PageTypeTag({ page }: { page: ListedPage }) {
  return <Tag color={page.type === 'card' ? 'purple' : 'blue'}>{PAGE_TYPE_LABELS[page.type]}</Tag>;
}

/** /admin/pages: the owner's content pages, searchable and filterable, with edit and delete; cards on a phone. */
export default function PagesScreen() {
  usePageTitle('Pages');
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(() => savedNoticeOf(location.state));
  // The editor's notice is for this arrival only: a reload of the list shows none.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  // The editor a page opens in, loaded once the list is drawn and the browser has nothing else to do.
  const idle = useIdle();
  useEffect(() => {
    if (idle) void preloadVisualEditor();
  }, [idle]);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { data, error, loading } = useQuery(AdminPagesQuery, { fetchPolicy: 'cache-and-network' });
  const [deletePage] = useMutation(DeletePageMutation, { refetchQueries: [AdminPagesQuery], awaitRefetchQueries: true });
  const search = useListSearch();
  const [type, setType] = useState('all');
  const pages = data?.pagesToEdit;
  const rows = useMemo(() => (pages ?? []).filter((page) => matches(page, search.term, type)), [pages, search.term, type]);
  const emptyText = search.term || type !== 'all' ? 'No pages match your search.' : 'No pages yet. Create one to get started.';

  async function remove(page: ListedPage) {
    setDeleteError(null);
    try {
      await deletePage({ variables: { id: page.id } });
    } catch {
      setDeleteError(PagesMessages.deleteFailed);
    }
  }

  const columns: TableColumnsType<ListedPage> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      sorter: BY_TITLE.compare,
      render: (_, page) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/admin/pages/${page.id}`}>{page.title}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <PageAddress page={page} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'State',
      key: 'state',
      width: 130,
      render: (_, page) => <PageStateTag page={page} />,
    },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      width: 90,
      render: (_, page) => <PageTypeTag page={page} />,
    },
    {
      title: 'SEO Title',
      key: 'seoTitle',
      ellipsis: true,
      render: (_, page) => page.seo.title || <Typography.Text type="secondary">Uses the page title</Typography.Text>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 180,
      // A gap between the three links themselves: Space would hold them as one item ("EditView Delete", issue #51).
      render: (_, page) => (
        <Flex wrap gap="middle" align="center">
          <PageActions page={page} onDelete={() => remove(page)} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title="Pages">
        <Button type="primary" onClick={() => navigate('/admin/pages/new')}>
          Create New Page
        </Button>
      </AdminHeading>
      <SavedNoticeBanner notice={saved} onDismiss={() => setSaved(null)} />
      {error && <LoadFailure title={PagesMessages.fetchFailed} stale={Boolean(data)} />}
      {deleteError && <Alert type="error" showIcon role="alert" title={deleteError} style={{ marginBottom: 16 }} />}
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
          <ListSearchBox
            search={search}
            label="Search pages"
            placeholder="Search by title or SEO title"
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Select aria-label="Filter by type" value={type} onChange={setType} options={TYPE_FILTERS} style={{ width: 160 }} />
        </div>
        <AdminRecordList
          label="Pages"
          items={rows}
          loading={loading && !data}
          defaultOrder="As saved"
          sorts={[BY_TITLE]}
          renderCard={(page) => (
            <RecordCard
              title={page.title}
              badge={
                <>
                  <PageStateTag page={page} />
                  <PageTypeTag page={page} />
                </>
              }
              actions={<PageActions page={page} onDelete={() => remove(page)} asButtons />}
            >
              <p>
                <PageAddress page={page} />
              </p>
              <p>SEO title: {page.seo.title || 'uses the page title'}</p>
            </RecordCard>
          )}
          emptyText={emptyText}
          columns={columns}
          tableMinWidth={760}
        />
      </Card>
    </>
  );
}
