import { Alert, Button, Flex, Form, Modal, Progress, Tabs } from 'antd';
import { type AdminProject, type ProjectFormField } from './projects-form';
import { PROJECT_TABS, REQUIRED_FIELD_LABELS, tabOf, type ProjectTab } from './projects-form-fields';
import { BasicInfoTab, DetailsTab, GalleryTab } from './projects-editor-tabs';
import { ProjectSpanishSection } from './projects-spanish-section';
import { useProjectForm } from './use-project-form';
import { EditConflictAlert } from '../../../ui/admin/edit-conflict';
import { WarningAlert } from '../../../ui/admin/admin-screen-parts';

/** Spec §8. */
const SAVE_FAILED = 'Error saving project. Please try again.';

interface ProjectEditorProps {
  /** The project edited, or null for a new one. */
  project: AdminProject | null;
  onClose: () => void;
  /** After a save, instead of onClose. */
  onSaved: (saved: { id: string; title: string }) => void;
}

/** What a save found empty, tab by tab, each name leading to its field: "Fill in what is missing to save: Duration, Outcome (Project Details)". */
function MissingFields({ fields, onGoTo }: { fields: ProjectFormField[]; onGoTo: (field: ProjectFormField) => void }) {
  const tabs = [...new Set(fields.map(tabOf))];
  return (
    <WarningAlert
      title={
        <>
          Fill in what is missing to save:{' '}
          {tabs.map((tab, index) => (
            <span key={tab}>
              {index > 0 && '; '}
              {fields
                .filter((field) => tabOf(field) === tab)
                .map((field, position) => (
                  <span key={field}>
                    {position > 0 && ', '}
                    <Button type="link" className="missing-field" onClick={() => onGoTo(field)}>
                      {REQUIRED_FIELD_LABELS[field]}
                    </Button>
                  </span>
                ))}{' '}
              ({PROJECT_TABS[tab]})
            </span>
          ))}
        </>
      }
    />
  );
}

/** The 'Add New Project' / 'Edit Project' modal of /admin/projects (spec §2, rules of spec §5). */
export function ProjectEditor({ project, onClose, onSaved }: ProjectEditorProps) {
  const { id, values, errors, set, missing, goTo, tab, setTab, saving, progress, failure, failureRef, leaveWarning, save, loadSaved } =
    useProjectForm({ project, onSaved });
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
      {missing.length > 0 && <MissingFields fields={missing} onGoTo={goTo} />}
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
