import { ErrorCode, slugAfterTitleChange, type SlugSource } from '@plumbing/shared';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteConfig } from '../../../platform/site-config';
import { formatClock } from '../../../ui/admin/date-time';
import { fieldErrors, showFieldErrors, useRevealRefusal } from '../../../ui/admin/save-feedback';
import { editConflictOf } from '../../../ui/admin/edit-conflict';
import { useLeaveWarning } from '../../../ui/admin/use-leave-warning';
import type { EditablePageFragment } from '../../../gql/graphql';
import { tabOf, toInput, toValues, type PageFormValues } from './page-form-values';
import { pageSavedState } from './page-saved';
import { autosaveText, useAutosave, type AutosaveOutcome } from './use-autosave';
import { AdminPageQuery, AdminPagesQuery, SavePageDraftMutation, SavePageMutation } from './pages-operations';

/** Spec §8: what the editor says besides the page's own messages (PageMessages, which the server's refusals share). */
export const PageEditorMessages = {
  saveFailed: 'Failed to save page. Please try again.',
} as const;

/** Save draft keeps the editor open on the draft; Preview saves it and shows it; Publish makes it what visitors read (issue #52). */
export type SaveIntent = 'draft' | 'preview' | 'publish';

/** The page as the server last answered it: its version and state. */
export type SavedPage = EditablePageFragment;

/**
 * The page editor's state and its ways to change it: the form, the open tab, the slug that follows
 * the title, the saves (draft or publish) with their refusals and edit conflicts, and the guard on
 * unsaved edits. `id` and `version`: the page being edited and the version it was loaded at (none
 * for a new page).
 */
export function usePageForm({
  id,
  version,
  initial,
  savedNow = false,
}: {
  id?: string;
  version?: string;
  initial: PageFormValues;
  /** The draft was saved just before this form opened (a new page's first save). */
  savedNow?: boolean;
}) {
  const [form] = Form.useForm<PageFormValues>();
  const navigate = useNavigate();
  const client = useApolloClient();
  // The version these edits started from; a save over a newer one (another tab's) is refused.
  const editedVersion = useRef(version ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [publish] = useMutation(SavePageMutation, { refetchQueries: [AdminPagesQuery] });
  const [saveDraft] = useMutation(SavePageDraftMutation, { refetchQueries: [AdminPagesQuery] });
  // A press being saved (not the autosave, which never holds the buttons back: a press waits for it).
  const [saving, setSaving] = useState(false);
  // What the last save of this screen answered (a draft saved, a revision restored): the editor's state line reads it.
  const [lastSaved, setLastSaved] = useState<SavedPage | null>(null);
  const [savedMessage, setSavedMessage] = useState(() => (savedNow ? draftSavedMessage() : ''));
  // The press being saved, and the one an edit conflict's "save mine" repeats.
  const [intent, setIntent] = useState<SaveIntent>('draft');
  const [tab, setTab] = useState('content');
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // What a refused save shows next: its first field (once that field's tab is open), else the refusal.
  const revealRefusal = useRevealRefusal(form, refusalRef);
  // Spec §4: loaded pages count as a hand-made slug; a new page's slug follows its title.
  const slugSource = useRef<SlugSource>(id ? 'loaded' : 'title');
  const previousTitle = useRef(initial.title);
  const [edited, setEdited] = useState(false);
  // A page saved once saves its draft itself while the owner types (issue #52).
  const autosave = useAutosave(saveQuietly, Boolean(id));
  const [savedAt, setSavedAt] = useState('');
  const leaveWarning = useLeaveWarning(edited && autosave.state.kind !== 'saved');

  /**
   * The form's values once its drawn fields pass their checks: every value of the store, those of
   * tabs not drawn yet included (validateFields answers the drawn fields' alone).
   */
  function checkedValues({ validateOnly = false } = {}): Promise<PageFormValues> {
    return form.validateFields({ validateOnly }).then(allValues);
  }
  /** Every value of the form's store, drawn or not. */
  function allValues(): PageFormValues {
    return form.getFieldsValue(true) as PageFormValues;
  }

  function showRefused(field?: Array<string | number>) {
    if (field) setTab(tabOf(field));
    revealRefusal(field);
  }

  function onValuesChange(changed: Partial<PageFormValues>) {
    setEdited(true);
    autosave.edited();
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

  /** Later saves count from `page`'s version, and the state line reads it. */
  function keepVersion(page: SavedPage) {
    editedVersion.current = page.updatedAt;
    setLastSaved(page);
    setSavedAt(formatClock(new Date().toISOString(), siteConfig.business.timeZone));
  }

  /** The form now stands for `page` as saved (a draft, a restored revision), saying so. */
  function savedAs(page: SavedPage, message: string) {
    keepVersion(page);
    previousTitle.current = page.title;
    setSavedMessage(message);
    setEdited(false);
    leaveWarning.release();
  }

  /** The autosave's save: the draft as the form holds it, moving nothing on the screen but a refusal's fields. */
  async function saveQuietly(): Promise<AutosaveOutcome> {
    const values = await checkedValues({ validateOnly: true }).catch(() => null);
    if (!values) return { refused: 'a field needs fixing: press Save draft to see which.' };
    try {
      const { data } = await saveDraft({ variables: { input: toInput(values, id, editedVersion.current) } });
      if (data) keepVersion(data.savePageDraft);
      return 'saved';
    } catch (thrown) {
      const conflictMessage = editConflictOf(thrown);
      if (conflictMessage) {
        // Another tab's copy: neither is overwritten until the owner chooses, so the choice is shown.
        setConflict(conflictMessage);
        showRefused();
        return { refused: 'this page was saved elsewhere meanwhile.' };
      }
      if (!CombinedGraphQLErrors.is(thrown)) return 'unanswered';
      // A passing fault (the database down): the same save will do once it is back.
      if (thrown.errors.every((error) => error.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE))
        return { unavailable: thrown.errors.map((error) => error.message).join(' ') };
      showFieldErrors(form, fieldErrors(thrown));
      return { refused: thrown.errors.map((error) => error.message).join(' ') };
    }
  }

  /** Saves the form as the draft or publishes it; `expectedUpdatedAt` null overwrites another tab's copy. */
  async function submit(values: PageFormValues, intent: SaveIntent, expectedUpdatedAt?: string | null) {
    setRefusal(null);
    setConflict(null);
    setSavedMessage('');
    setIntent(intent);
    setSaving(true);
    try {
      // A save in flight first: this one starts from its version.
      await autosave.settle();
      const input = toInput(values, id, expectedUpdatedAt === undefined ? editedVersion.current : expectedUpdatedAt);
      if (intent === 'publish') {
        const { data } = await publish({ variables: { input } });
        leaveWarning.release();
        navigate('/admin/pages', { state: data && pageSavedState(data.savePage) });
        return;
      }
      const { data } = await saveDraft({ variables: { input } });
      if (!data) return;
      const page = data.savePageDraft;
      savedAs(page, draftSavedMessage());
      if (intent === 'preview') navigate(`/admin/pages/${page.id}/preview`);
      // A new page has its address now: the next save updates it.
      else if (!id) navigate(`/admin/pages/${page.id}`, { replace: true, state: { draftSaved: true } });
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
    } finally {
      setSaving(false);
    }
  }

  /** The conflict's way back: the form shows the version saved elsewhere, and saves count from it. */
  async function loadSaved() {
    const { data } = await client.query({ query: AdminPageQuery, variables: { id: id! }, fetchPolicy: 'network-only' });
    if (!data?.pageToEdit) throw new Error('The page is gone');
    show(data.pageToEdit, '');
  }

  /** The form shows `page` (saved in another tab, a restored revision) in place of its edits, saying `message`. */
  function show(page: SavedPage, message: string) {
    form.resetFields();
    form.setFieldsValue(toValues(page));
    slugSource.current = 'loaded';
    savedAs(page, message);
  }

  return {
    form,
    saving,
    tab,
    setTab,
    refusal,
    conflict,
    refusalRef,
    leaveWarning,
    lastSaved,
    /** The line beside Publish: the autosave's state, else what the last press did. */
    saveStatus: autosave.state.kind === 'idle' ? savedMessage : autosaveText(autosave.state, savedAt),
    intent,
    checkedValues,
    allValues,
    showRefused,
    onValuesChange,
    submit,
    loadSaved,
    show,
    /** The version the edits count from: a restore is refused over a newer one too. */
    editedVersion,
  };
}

/** What a draft's save says, with the time it was saved. */
function draftSavedMessage(): string {
  return `Draft saved at ${formatClock(new Date().toISOString(), siteConfig.business.timeZone)}. Visitors see it once you publish.`;
}
