import { savedNotice, type SavedNotice } from '../../../ui/admin/admin-screen-parts';

/** What the editor hands the pages list in the history entry's state after a save. */
interface PageSavedState {
  saved: SavedNotice;
}

export function pageSavedState({ title, slug }: { title: string; slug: string }): PageSavedState {
  return { saved: savedNotice('Page', title, `/pages/${slug}`) };
}

/** The notice a save left in the history entry's state, if any. */
export function savedNoticeOf(state: unknown): SavedNotice | null {
  return (state as Partial<PageSavedState> | null)?.saved ?? null;
}
