import { slugAfterTitleChange, type SlugSource } from '@plumbing/shared';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, showFieldErrors, useRevealRefusal } from '../../../ui/admin/save-feedback';
import { editConflictOf } from '../../../ui/admin/edit-conflict';
import { useLeaveWarning } from '../../../ui/admin/use-leave-warning';
import { tabOf, toInput, toValues, type PageFormValues } from './page-form-values';
import { pageSavedState } from './page-saved';
import { AdminPageQuery, AdminPagesQuery, SavePageMutation } from './pages-operations';

/** Spec §8: what the editor says besides the page's own messages (PageMessages, which the server's refusals share). */
export const PageEditorMessages = {
  saveFailed: 'Failed to save page. Please try again.',
} as const;

/**
 * The page editor's state and its ways to change it: the form, the open tab, the slug that follows
 * the title, the save with its refusals and edit conflicts, and the guard on unsaved edits.
 * `id` and `version`: the page being edited and the version it was loaded at (none for a new page).
 */
export function usePageForm({ id, version, initial }: { id?: string; version?: string; initial: PageFormValues }) {
  const [form] = Form.useForm<PageFormValues>();
  const navigate = useNavigate();
  const client = useApolloClient();
  // The version these edits started from; a save over a newer one (another tab's) is refused.
  const editedVersion = useRef(version ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SavePageMutation, { refetchQueries: [AdminPagesQuery] });
  const [tab, setTab] = useState('content');
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // What a refused save shows next: its first field (once that field's tab is open), else the refusal.
  const revealRefusal = useRevealRefusal(form, refusalRef);
  // Spec §4: loaded pages count as a hand-made slug; a new page's slug follows its title.
  const slugSource = useRef<SlugSource>(id ? 'loaded' : 'title');
  const previousTitle = useRef(initial.title);
  const [edited, setEdited] = useState(false);
  const leaveWarning = useLeaveWarning(edited);

  function showRefused(field?: Array<string | number>) {
    if (field) setTab(tabOf(field));
    revealRefusal(field);
  }

  function onValuesChange(changed: Partial<PageFormValues>) {
    setEdited(true);
    if (changed.slug !== undefined) slugSource.current = 'typed';
    if (changed.title !== undefined) {
      const slug = slugAfterTitleChange(previousTitle.current, changed.title, form.getFieldValue('slug'), slugSource.current);
      previousTitle.current = changed.title;
      form.setFieldValue('slug', slug);
      void form.validateFields(['slug']).catch(() => undefined);
    }
    // Spec §5: the schema message clears when the schema is edited.
    if (changed.seo?.schema !== undefined) form.setFields([{ name: ['seo', 'schema'], errors: [] }]);
  }

  async function submit(values: PageFormValues, expectedUpdatedAt = editedVersion.current) {
    setRefusal(null);
    setConflict(null);
    try {
      const { data } = await save({ variables: { input: toInput(values, id, expectedUpdatedAt) } });
      leaveWarning.release();
      navigate('/admin/pages', { state: data && pageSavedState(data.savePage) });
    } catch (thrown) {
      const conflictMessage = editConflictOf(thrown);
      if (conflictMessage) {
        setConflict(conflictMessage);
        showRefused();
        return;
      }
      // No answer (offline, a dropped connection, a proxy's error page): the form keeps every edit
      // for another try, where the spec's reloading panel would have thrown them away.
      if (!CombinedGraphQLErrors.is(thrown)) {
        setRefusal(PageEditorMessages.saveFailed);
        showRefused();
        return;
      }
      const fields = fieldErrors(thrown).filter((field) => field.path[0] !== 'id');
      showFieldErrors(form, fields);
      showRefused(fields[0]?.path);
      setRefusal(
        fields.length ? PageEditorMessages.saveFailed : `${PageEditorMessages.saveFailed} ${thrown.errors.map((e) => e.message).join(' ')}`,
      );
    }
  }

  /** The conflict's way back: the form shows the version saved elsewhere, and saves count from it. */
  async function loadSaved() {
    const { data } = await client.query({ query: AdminPageQuery, variables: { id: id! }, fetchPolicy: 'network-only' });
    if (!data?.page) throw new Error('The page is gone');
    form.resetFields();
    form.setFieldsValue(toValues(data.page));
    editedVersion.current = data.page.updatedAt;
    previousTitle.current = data.page.title;
    slugSource.current = 'loaded';
    setEdited(false);
  }

  return { form, saving, tab, setTab, refusal, conflict, refusalRef, leaveWarning, showRefused, onValuesChange, submit, loadSaved };
}
