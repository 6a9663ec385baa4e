import { PlusOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Progress, Select, Tabs, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { PROJECT_CATEGORIES } from '../project-format';
import {
  emptyGalleryRow,
  emptyProjectValues,
  PROJECT_TABS,
  pendingUploads,
  projectInput,
  projectValues,
  SHOWN_ERROR_FIELDS,
  tabOf,
  validateProjectForm,
  type AdminProject,
  type GalleryRow,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
  type ProjectTab,
} from './projects-form';
import { ListEditor } from './projects-list-editor';
import { AdminProjectsQuery, SaveProjectMutation } from './projects-operations';
import { PhotoPicker } from './projects-photo-picker';
import { uploadAll, UploadRefused } from './projects-upload';
import { fieldErrors, saveErrorText } from '../../../ui/admin/save-feedback';
import { EditConflictAlert, editConflictOf } from '../../../ui/admin/edit-conflict';
import { useLeaveWarning } from '../../../ui/admin/use-leave-warning';
import { useRevealOnChange } from '../../../ui/use-reveal';

/** Spec §8. */
export const SAVE_FAILED = 'Error saving project. Please try again.';

interface ProjectEditorProps {
  /** The project edited, or null for a new one. */
  project: AdminProject | null;
  onClose: () => void;
  /** After a save, instead of onClose. */
  onSaved: (saved: { id: string; title: string }) => void;
}

/** The form field a server validation path belongs to: "specifications.duration" → duration, "gallery.0.url" → gallery. */
function formFieldOf(path: string, values: ProjectFormValues): ProjectFormField | undefined {
  if (path === 'imageUrl') return 'image';
  return path
    .split('.')
    .reverse()
    .find((segment): segment is ProjectFormField => segment in values);
}

/** The 'Add New Project' / 'Edit Project' modal of /admin/projects (spec §2, rules of spec §5). */
export function ProjectEditor({ project, onClose, onSaved }: ProjectEditorProps) {
  // New projects get their id now: their photos are uploaded under projects/{id}/ before the save.
  const [id] = useState(() => project?.id ?? crypto.randomUUID());
  const [values, setValues] = useState<ProjectFormValues>(() => (project ? projectValues(project) : emptyProjectValues()));
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [tab, setTab] = useState<ProjectTab>('basic');
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ detail: string | null } | { conflict: string } | null>(null);
  // Each failure is brought into view at the top of the dialog's scrolled body, however far down the owner is.
  const failureRef = useRevealOnChange<HTMLDivElement>(failure);
  // A retried save does not send the photos again.
  const uploaded = useRef(new Map<File, string>());
  const [saveProject] = useMutation(SaveProjectMutation, { refetchQueries: [AdminProjectsQuery], awaitRefetchQueries: true });
  const client = useApolloClient();
  // The version these edits started from (none for a new project); a save over a newer one (another tab's) is refused.
  const editedVersion = useRef(project?.updatedAt ?? null);

  const [edited, setEdited] = useState(false);
  const leaveWarning = useLeaveWarning(edited);

  function set<K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) {
    setEdited(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  const setGalleryRow = (rowId: string, change: Partial<GalleryRow>) =>
    set(
      'gallery',
      values.gallery.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)),
    );

  async function save(expectedUpdatedAt = editedVersion.current) {
    const found = validateProjectForm(values);
    setErrors(found);
    const invalid = Object.keys(found) as ProjectFormField[];
    if (invalid.length > 0) {
      setTab(tabOf(invalid[0]));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const uploads = pendingUploads(id, values).filter(({ file }) => !uploaded.current.has(file));
      if (uploads.length > 0) {
        setProgress(0);
        for (const [file, url] of await uploadAll(uploads, setProgress)) uploaded.current.set(file, url);
      }
      await saveProject({ variables: { input: projectInput(id, values, uploaded.current, expectedUpdatedAt) } });
      onSaved({ id, title: values.title.trim() });
    } catch (error) {
      const conflict = editConflictOf(error);
      if (conflict) {
        setFailure({ conflict });
        return;
      }
      const refused: ProjectFormErrors = {};
      for (const { path, messages } of fieldErrors(error)) {
        const field = formFieldOf(path.join('.'), values);
        if (field) refused[field] ??= messages[0];
      }
      setErrors(refused);
      const firstRefused = Object.keys(refused)[0] as ProjectFormField | undefined;
      if (firstRefused) setTab(tabOf(firstRefused));
      setFailure({ detail: error instanceof UploadRefused ? error.message : saveErrorText(error) });
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }

  /** The conflict's way back: the form shows the version saved elsewhere, and saves count from it. */
  async function loadSaved() {
    const { data } = await client.query({ query: AdminProjectsQuery, fetchPolicy: 'network-only' });
    const saved = data?.projects.find((candidate) => candidate.id === id);
    if (!saved) throw new Error('The project is gone');
    setValues(projectValues(saved));
    setErrors({});
    editedVersion.current = saved.updatedAt;
    setEdited(false);
  }

  /** Spec §5: only some messages show beside their field. */
  const shown = (field: ProjectFormField) => (SHOWN_ERROR_FIELDS.includes(field) ? errors[field] : undefined);
  const item = (field: ProjectFormField, label: string, control: ReactNode, required = true) => (
    <Form.Item label={label} htmlFor={`project-${field}`} required={required} validateStatus={shown(field) ? 'error' : undefined} help={shown(field)}>
      {control}
    </Form.Item>
  );
  const text = (field: 'title' | 'type' | 'duration' | 'location', placeholder?: string) => (
    <Input id={`project-${field}`} value={values[field]} placeholder={placeholder} onChange={(event) => set(field, event.target.value)} />
  );
  const area = (field: 'description' | 'challenge' | 'solution' | 'outcome', rows = 3) => (
    <Input.TextArea id={`project-${field}`} rows={rows} value={values[field]} onChange={(event) => set(field, event.target.value)} />
  );

  const basicInfo = (
    <>
      <Form.Item>
        <Checkbox checked={values.tableOnly} onChange={(event) => set('tableOnly', event.target.checked)}>
          Table only (hide from cards view)
        </Checkbox>
      </Form.Item>
      {item('title', 'Title', text('title'))}
      {item(
        'category',
        'Category',
        <Select id="project-category" value={values.category} onChange={(value) => set('category', value)} options={PROJECT_CATEGORIES.map((c) => ({ value: c, label: c }))} />,
      )}
      {item('description', 'Description', area('description'), !values.tableOnly)}
      {item('type', 'Type', text('type', 'e.g. Repiping'), !values.tableOnly)}
      {item(
        'completionDate',
        'Completion Date',
        <Input id="project-completionDate" value={values.completionDate} placeholder="06/22/2025" onChange={(event) => set('completionDate', event.target.value)} />,
      )}
      {item('image', 'Image', <PhotoPicker id="project-image" label="main photo" value={values.image} onChange={(photo) => set('image', photo)} invalid={Boolean(shown('image'))} />, !values.tableOnly)}
    </>
  );

  const details = (
    <>
      {item('duration', 'Duration', text('duration', 'e.g. 24 hours'))}
      {item('location', 'Location', text('location', 'e.g. South Tampa'))}
      {item('challenge', 'Challenge', area('challenge'))}
      {item('solution', 'Solution', area('solution'))}
      {item('outcome', 'Outcome', area('outcome'))}
      <ListEditor label="Services Provided" itemLabel="Service" items={values.services} onChange={(items) => set('services', items)} />
      <ListEditor label="Materials Used" itemLabel="Material" items={values.materials} onChange={(items) => set('materials', items)} />
      <ListEditor label="Project Highlights" itemLabel="Highlight" items={values.highlights} onChange={(items) => set('highlights', items)} />
    </>
  );

  const gallery = (
    <>
      {values.gallery.length === 0 && <Typography.Paragraph type="secondary">No gallery photos yet.</Typography.Paragraph>}
      {values.gallery.map((row, index) => (
        <fieldset key={row.rowId} className="gallery-row">
          <legend>Gallery photo {index + 1}</legend>
          <PhotoPicker label={`gallery photo ${index + 1}`} removable={false} value={row.photo} onChange={(photo) => setGalleryRow(row.rowId, { photo })} />
          <Flex gap="small" className="gallery-row-caption">
            <Input value={row.caption} placeholder="Caption" aria-label={`Caption of gallery photo ${index + 1}`} onChange={(event) => setGalleryRow(row.rowId, { caption: event.target.value })} />
            <Button danger onClick={() => set('gallery', values.gallery.filter((r) => r.rowId !== row.rowId))} aria-label={`Remove gallery photo ${index + 1}`}>
              Remove
            </Button>
          </Flex>
        </fieldset>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => set('gallery', [...values.gallery, emptyGalleryRow()])}>
        Add Gallery Image
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={project ? 'Edit Project' : 'Add New Project'}
      onCancel={saving ? undefined : onClose}
      closable={{ 'aria-label': 'Close dialog' }}
      mask={{ closable: false }}
      width={760}
      style={{ top: '5vh', paddingBottom: 0 }}
      styles={{ body: { maxHeight: 'calc(90vh - 8.5rem)', overflowY: 'auto', paddingRight: 8 } }}
      footer={
        <Flex justify="space-between" align="center" gap="middle" wrap>
          <div className="upload-progress">
            {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Uploading photos" />}
          </div>
          <Flex gap="small">
            <Button onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" onClick={() => void save()} loading={saving}>
              {saving ? 'Saving...' : 'Save Project'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          {'conflict' in failure ? (
            <EditConflictAlert message={failure.conflict} busy={saving} onLoadSaved={loadSaved} onOverwrite={() => void save(null)} />
          ) : (
            <Alert type="error" showIcon role="alert" title={SAVE_FAILED} description={failure.detail} style={{ marginBottom: 16 }} />
          )}
        </div>
      )}
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as ProjectTab)}
          items={[
            { key: 'basic', label: PROJECT_TABS.basic, children: basicInfo, forceRender: true },
            { key: 'details', label: PROJECT_TABS.details, children: details, forceRender: true },
            { key: 'gallery', label: PROJECT_TABS.gallery, children: gallery, forceRender: true },
          ]}
        />
      </Form>
      {leaveWarning.prompt}
    </Modal>
  );
}
