import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  emptyProjectValues,
  pendingUploads,
  projectInput,
  projectValues,
  validateProjectForm,
  type AdminProject,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
} from './projects-form';
import { controlIdOf, formFieldOf, inFormOrder, tabOf, type ProjectTab } from './projects-form-fields';
import { AdminProjectsQuery, SaveProjectMutation } from './projects-operations';
import { uploadAll, UploadRefused } from './projects-upload';
import { fieldErrors, saveErrorText } from '../../../ui/admin/save-feedback';
import { editConflictOf } from '../../../ui/admin/edit-conflict';
import { useLeaveWarning } from '../../../ui/admin/use-leave-warning';
import { reveal, useRevealOnChange } from '../../../ui/use-reveal';

/**
 * The project editor's state and its ways to change it: the values and their errors, the open tab,
 * the save with the photos' upload, its refusals and edit conflicts, and the guard on unsaved edits.
 * `project`: the project edited, or null for a new one; `onSaved`: what follows a save.
 */
export function useProjectForm({
  project,
  onSaved,
}: {
  project: AdminProject | null;
  onSaved: (saved: { id: string; title: string }) => void;
}) {
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

  // The fields a save found empty, named above the tabs until each is filled in (issue #51).
  const [missing, setMissing] = useState<ProjectFormField[]>([]);
  // The field to focus once its tab shows (a new object each time, so the same field is focused again).
  const [focusing, setFocusing] = useState<{ field: ProjectFormField } | null>(null);
  useEffect(() => {
    if (!focusing) return;
    // A tab's pane turns visible one render after the switch (as in useRevealRefusal): the field is focused a frame later.
    const frame = requestAnimationFrame(() => reveal(document.getElementById(controlIdOf(focusing.field))));
    return () => cancelAnimationFrame(frame);
  }, [focusing]);

  /** Opens the field's tab and puts the cursor in it. */
  function goTo(field: ProjectFormField) {
    setTab(tabOf(field));
    setFocusing({ field });
  }

  function set<K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) {
    setEdited(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function save(expectedUpdatedAt = editedVersion.current) {
    const found = validateProjectForm(values);
    setErrors(found);
    const invalid = inFormOrder(found);
    setMissing(invalid);
    if (invalid.length > 0) {
      goTo(invalid[0]);
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
      const [firstRefused] = inFormOrder(refused);
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

  return {
    id,
    values,
    errors,
    set,
    // Still empty of those a save found empty.
    missing: missing.filter((field) => errors[field]),
    goTo,
    tab,
    setTab,
    saving,
    progress,
    failure,
    failureRef,
    leaveWarning,
    save,
    loadSaved,
  };
}
