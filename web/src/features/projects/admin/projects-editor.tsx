import { Alert, Button, Flex, Form, Modal, Progress, Tabs } from 'antd';
import { PROJECT_TABS, type AdminProject, type ProjectTab } from './projects-form';
import { BasicInfoTab, DetailsTab, GalleryTab } from './projects-editor-tabs';
import { ProjectSpanishSection } from './projects-spanish-section';
import { useProjectForm } from './use-project-form';
import { EditConflictAlert } from '../../../ui/admin/edit-conflict';

/** Spec §8. */
const SAVE_FAILED = 'Error saving project. Please try again.';

interface ProjectEditorProps {
  /** The project edited, or null for a new one. */
  project: AdminProject | null;
  onClose: () => void;
  /** After a save, instead of onClose. */
  onSaved: (saved: { id: string; title: string }) => void;
}

/** The 'Add New Project' / 'Edit Project' modal of /admin/projects (spec §2, rules of spec §5). */
export function ProjectEditor({ project, onClose, onSaved }: ProjectEditorProps) {
  const { id, values, errors, set, tab, setTab, saving, progress, failure, failureRef, leaveWarning, save, loadSaved } = useProjectForm({
    project,
    onSaved,
  });
  const tabProps = { values, errors, set };

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
            { key: 'basic', label: PROJECT_TABS.basic, children: <BasicInfoTab {...tabProps} />, forceRender: true },
            {
              key: 'details',
              label: PROJECT_TABS.details,
              // The Spanish version (issue #41) under the English details: a fourth tab would not fit a phone's width.
              children: (
                <>
                  <DetailsTab {...tabProps} />
                  <ProjectSpanishSection id={id} {...tabProps} />
                </>
              ),
              forceRender: true,
            },
            { key: 'gallery', label: PROJECT_TABS.gallery, children: <GalleryTab {...tabProps} />, forceRender: true },
          ]}
        />
      </Form>
      {leaveWarning.prompt}
    </Modal>
  );
}
