import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AdminPagesQuery as AdminPagesData, PageType } from '../../../gql/graphql';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, adminTableLayout, LoadFailure, SavedNoticeBanner } from '../../../ui/admin/admin-screen-parts';
import { ListSearchBox, matchesSearch, useListSearch } from '../../../ui/admin/list-search';
import { AdminPagesQuery, DeletePageMutation } from './pages-operations';
import { savedNoticeOf } from './page-saved';

export const PagesMessages = {
  deleteConfirm: 'Are you sure you want to delete this page?',
  fetchFailed: 'Failed to fetch pages',
  deleteFailed: 'Failed to delete page',
} as const;

export const PAGE_TYPE_LABELS: Record<PageType, string> = { page: 'Page', card: 'Card' };
const TYPE_FILTERS = [{ value: 'all', label: 'All types' }, ...Object.entries(PAGE_TYPE_LABELS).map(([value, label]) => ({ value, label }))];

type ListedPage = AdminPagesData['pages'][number];

/** Spec §2: the search matches the page title or the SEO title, ignoring case (and accents). */
function matches(page: ListedPage, search: string, type: string): boolean {
  if (type !== 'all' && page.type !== type) return false;
  return matchesSearch(search, page.title, page.seo.title);
}

/** /admin/pages: the owner's content pages, searchable and filterable, with edit and delete. */
export default function PagesScreen() {
  usePageTitle('Pages');
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(() => savedNoticeOf(location.state));
  // The editor's notice is for this arrival only: a reload of the list shows none.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { data, error, loading } = useQuery(AdminPagesQuery, { fetchPolicy: 'cache-and-network' });
  const [deletePage] = useMutation(DeletePageMutation, { refetchQueries: [AdminPagesQuery], awaitRefetchQueries: true });
  const search = useListSearch();
  const [type, setType] = useState('all');
  const pages = data?.pages;
  const rows = useMemo(() => (pages ?? []).filter((page) => matches(page, search.term, type)), [pages, search.term, type]);

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
      sorter: (a, b) => a.title.localeCompare(b.title),
      render: (_, page) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/admin/pages/${page.id}`}>{page.title}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            /pages/{page.slug}
            {page.seo.robots.noindex && ' · noindex'}
            {page.seo.redirectUrl && ` · redirects to ${page.seo.redirectUrl}`}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      width: 90,
      render: (_, page) => <Tag color={page.type === 'card' ? 'purple' : 'blue'}>{PAGE_TYPE_LABELS[page.type]}</Tag>,
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
      render: (_, page) => (
        <Space wrap>
          <Link to={`/admin/pages/${page.id}`} aria-label={`Edit ${page.title}`}>
            Edit
          </Link>
          <a href={`/pages/${page.slug}`} target="_blank" rel="noreferrer" aria-label={`View ${page.title} (opens a new tab)`}>
            View
          </a>
          <Popconfirm title={PagesMessages.deleteConfirm} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(page)}>
            <Button type="link" danger aria-label={`Delete ${page.title}`} style={{ padding: 0 }}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
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
          <ListSearchBox search={search} label="Search pages" placeholder="Search by title or SEO title" style={{ flex: '1 1 240px', maxWidth: 360 }} />
          <Select aria-label="Filter by type" value={type} onChange={setType} options={TYPE_FILTERS} style={{ width: 160 }} />
        </div>
        <Table<ListedPage>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading && !data}
          {...adminTableLayout(760)}
          locale={{ emptyText: search.term || type !== 'all' ? 'No pages match your search.' : 'No pages yet. Create one to get started.' }}
        />
      </Card>
    </>
  );
}
