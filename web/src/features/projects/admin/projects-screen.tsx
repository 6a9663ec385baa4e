import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { completionTime, formatCompletionDate } from '../project-format';
import { ProjectImage } from '../project-image';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { ProjectEditor } from './projects-editor';
import type { AdminProject } from './projects-form';
import { AdminProjectsQuery, DeleteProjectMutation } from './projects-operations';
import { AdminHeading, LoadFailure, SavedNoticeBanner, savedNotice, type SavedNotice } from '../../../ui/admin/admin-screen-parts';
import { AdminRecordList } from '../../../ui/admin/admin-record-list';
import type { ListSort } from '../../../ui/admin/card-list';
import { ListSearchBox, matchesSearch, useListSearch } from '../../../ui/admin/list-search';
import { RecordCard } from '../../../ui/admin/record-card';
import './projects-admin.css';

/** Spec §8. */
export const DELETE_FAILED = 'Error deleting project. Please try again.';

const byDate = (a: AdminProject, b: AdminProject) => (completionTime(a.completionDate) || 0) - (completionTime(b.completionDate) || 0);
const BY_DATE: ListSort<AdminProject> = { key: 'completionDate', compare: byDate, ascending: 'Oldest first', descending: 'Newest first' };
const BY_TITLE: ListSort<AdminProject> = {
  key: 'title',
  compare: (a, b) => a.title.localeCompare(b.title),
  ascending: 'Title, A to Z',
  descending: 'Title, Z to A',
};

function DisplayTag({ project }: { project: AdminProject }) {
  return project.tableOnly ? <Tag>Table Only</Tag> : <Tag color="blue">Cards &amp; Table</Tag>;
}

/** /admin/projects, 'Projects Management' (spec §2). */
export default function ProjectsAdminScreen() {
  usePageTitle('Projects Management');
  const [modal, contextHolder] = Modal.useModal();
  const { data, error, loading } = useQuery(AdminProjectsQuery, { fetchPolicy: 'cache-and-network' });
  const [deleteProject] = useMutation(DeleteProjectMutation, { refetchQueries: [AdminProjectsQuery], awaitRefetchQueries: true });
  const search = useListSearch();
  /** The editor: closed (null), a new project ({ project: null }) or an existing one. */
  const [editing, setEditing] = useState<{ project: AdminProject | null } | null>(null);
  const [saved, setSaved] = useState<SavedNotice | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const projects = data?.projects;
  // Spec §2: the search matches title or category, ignoring case (and accents).
  const rows = useMemo(() => (projects ?? []).filter((p) => matchesSearch(search.term, p.title, p.category)), [projects, search.term]);
  const emptyText = 'No projects found. Create a new project to get started.';
  /** Edit and Delete: icons in the table's row, words on a card, where there is room and a thumb. */
  const actions = (project: AdminProject, worded = false) => (
    <>
      <Button
        type={worded ? 'primary' : 'default'}
        icon={<EditOutlined />}
        aria-label={`Edit ${project.title}`}
        onClick={() => setEditing({ project })}
      >
        {worded && 'Edit'}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${project.title}`}
        loading={deleting === project.id}
        onClick={() => void remove(project)}
      >
        {worded && 'Delete'}
      </Button>
    </>
  );

  async function remove(project: AdminProject) {
    const confirmed = await modal.confirm({
      title: 'Are you sure you want to delete this project?',
      content: `"${project.title}" and its photos are removed from the site for good.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
    });
    if (!confirmed) return;
    setDeleteFailed(false);
    setDeleting(project.id);
    try {
      const { data: answer } = await deleteProject({ variables: { id: project.id } });
      if (!answer?.deleteProject) throw new Error('not deleted');
    } catch {
      setDeleteFailed(true);
    } finally {
      setDeleting(null);
    }
  }

  const columns: TableColumnsType<AdminProject> = [
    {
      title: 'Image',
      key: 'image',
      width: 96,
      render: (_, project) => <ProjectImage picture={project.picture} alt={project.title} sizes="80px" className="admin-project-thumb" />,
    },
    { title: 'Title', dataIndex: 'title', key: 'title', sorter: BY_TITLE.compare },
    { title: 'Category', dataIndex: 'category', key: 'category', sorter: (a, b) => a.category.localeCompare(b.category) },
    { title: 'Type', dataIndex: 'type', key: 'type', sorter: (a, b) => a.type.localeCompare(b.type) },
    {
      title: 'Date',
      dataIndex: 'completionDate',
      key: 'completionDate',
      sorter: byDate,
      defaultSortOrder: 'descend',
      render: (_, project) => formatCompletionDate(project.completionDate),
    },
    {
      title: 'Display',
      key: 'display',
      render: (_, project) => <DisplayTag project={project} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, project) => <Space>{actions(project)}</Space>,
    },
  ];

  return (
    <>
      {contextHolder}
      <AdminHeading title="Projects Management">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ project: null })}>
          Add New Project
        </Button>
      </AdminHeading>
      <SavedNoticeBanner notice={saved} onDismiss={() => setSaved(null)} />
      {error && <LoadFailure title="Failed to fetch projects" stale={Boolean(data)} />}
      {deleteFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={DELETE_FAILED}
          closable={{ 'aria-label': 'Dismiss', onClose: () => setDeleteFailed(false) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card>
        <ListSearchBox
          search={search}
          label="Search projects"
          placeholder="Search projects..."
          style={{ maxWidth: 420, marginBottom: 16 }}
        />
        <AdminRecordList
          label="Projects"
          items={rows}
          loading={loading && !data}
          defaultOrder="As listed"
          sorts={[BY_DATE, BY_TITLE]}
          renderCard={(project) => (
            <RecordCard title={project.title} badge={<DisplayTag project={project} />} actions={actions(project, true)}>
              <ProjectImage picture={project.picture} alt={project.title} sizes="80px" className="admin-project-thumb" />
              <p>
                {project.category} · {project.type}
              </p>
              <p>Completed {formatCompletionDate(project.completionDate)}</p>
            </RecordCard>
          )}
          emptyText={emptyText}
          columns={columns}
          tableMinWidth={860}
        />
      </Card>
      {editing && (
        <ProjectEditor
          project={editing.project}
          onClose={() => setEditing(null)}
          onSaved={({ id, title }) => {
            setEditing(null);
            setSaved(savedNotice('Project', title, `/projects/${id}`));
          }}
        />
      )}
    </>
  );
}
