import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { editConflictOf } from '../../../ui/admin/edit-conflict';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import { useLeaveWarning } from '../../../ui/admin/use-leave-warning';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { areaPageInput, areaPageValues, type AreaPageFormValues } from './area-page-form-values';
import { AdminAreaPagesQuery, SaveAreaPageMutation } from './area-pages-operations';
import type { EditableAreaPage, ProfileArea } from './use-area-pages';

export const AreaPageEditorMessages = {
  saveFailed: 'Could not save the page. Check your connection and try again; your text is kept here.',
} as const;

/** What the last save came to: kept (as a draft or published), refused in the server's words, or an edit conflict. */
export type SaveOutcome =
  { kind: 'saved'; published: boolean } | { kind: 'refused'; message: string } | { kind: 'conflict'; message: string; publish: boolean };

/**
 * An area page's editor state (issue #42): the text in both languages, whether the page is
 * published as saved, the save (a draft, or published when the doorway gate agrees) with its
 * outcome brought into view, edit conflicts, and the guard on unsaved edits.
 */
export function useAreaPageForm({ area, page }: { area: ProfileArea; page: EditableAreaPage | null }) {
  const [values, setValues] = useState(() => areaPageValues(page));
  const [published, setPublished] = useState(page?.published ?? false);
  const [edited, setEdited] = useState(false);
  const leaveWarning = useLeaveWarning(edited);
  // The version these edits started from; a save over a newer one (another tab's) is refused.
  const editedVersion = useRef(page?.updatedAt ?? null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // Shown above the buttons just pressed, brought into view and focused (a phone's keyboard may cover it).
  const outcomeRef = useRevealOnChange<HTMLDivElement>(outcome);
  const [save, { loading: saving }] = useMutation(SaveAreaPageMutation, { refetchQueries: [AdminAreaPagesQuery] });
  const client = useApolloClient();

  function change(next: AreaPageFormValues) {
    setValues(next);
    setEdited(true);
  }

  /** Saves as a draft (`publish` false) or published; `expectedUpdatedAt` null saves over another tab's version. */
  async function submit(publish: boolean, expectedUpdatedAt = editedVersion.current) {
    setOutcome(null);
    try {
      const { data } = await save({ variables: { input: areaPageInput(area.slug, values, publish, expectedUpdatedAt) } });
      if (data) {
        editedVersion.current = data.saveAreaPage.updatedAt;
        setPublished(data.saveAreaPage.published);
      }
      setEdited(false);
      setOutcome({ kind: 'saved', published: publish });
    } catch (thrown) {
      const conflict = editConflictOf(thrown);
      setOutcome(
        conflict
          ? { kind: 'conflict', message: conflict, publish }
          : { kind: 'refused', message: saveErrorText(thrown) ?? AreaPageEditorMessages.saveFailed },
      );
    }
  }

  /** The conflict's way back: the editor shows the version saved elsewhere, and saves count from it. */
  async function loadSaved() {
    const { data } = await client.query({ query: AdminAreaPagesQuery, fetchPolicy: 'network-only' });
    const saved = data?.areaPages.find(({ slug }) => slug === area.slug) ?? null;
    setValues(areaPageValues(saved));
    setPublished(saved?.published ?? false);
    editedVersion.current = saved?.updatedAt ?? null;
    setEdited(false);
  }

  return { values, change, published, saving, outcome, outcomeRef, submit, loadSaved, leaveWarning };
}
