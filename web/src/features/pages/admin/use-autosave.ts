import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the draft is saved (issue #52). */
export const AUTOSAVE_PAUSE_MS = 3000;
/** The first wait before a save that got no answer is tried again; it doubles up to a minute. */
const FIRST_RETRY_S = 5;
const LAST_RETRY_S = 60;

/**
 * What one save did: kept, refused (a field, another tab's copy: why, in the owner's words), not
 * possible just now (the server's database is down: why, in its words), or no answer. The last two
 * are tried again by themselves.
 */
export type AutosaveOutcome = 'saved' | 'unanswered' | { unavailable: string } | { refused: string };

/** What the editor's save line says: nothing to save, edits waiting, being saved, saved, or not. */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'retrying'; inSeconds: number; reason?: string }
  | { kind: 'refused'; reason: string };

/**
 * Saves a form's draft a moment after the owner stops typing (issue #52): one save at a time, edits
 * made during it saved after it, a save that gets no answer (or that the server cannot do just now)
 * tried again after 5, 10, 20… seconds (at most a minute), a refused one not tried again until the next edit. `settle` waits for the
 * save in flight, so a press that saves too (Publish) starts from its version.
 */
export function useAutosave(save: () => Promise<AutosaveOutcome>, enabled: boolean) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<AutosaveOutcome> | null>(null);
  const editedSinceSave = useRef(false);
  const unanswered = useRef(0);
  // The latest save function: it closes over the form's latest state.
  const latestSave = useRef(save);
  latestSave.current = save;

  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), ms);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run reads only refs
  }, []);

  async function run(): Promise<void> {
    if (inFlight.current) return;
    editedSinceSave.current = false;
    setState({ kind: 'saving' });
    inFlight.current = latestSave.current();
    const outcome = await inFlight.current;
    inFlight.current = null;
    if (outcome === 'unanswered' || (typeof outcome === 'object' && 'unavailable' in outcome)) {
      unanswered.current += 1;
      const inSeconds = Math.min(LAST_RETRY_S, FIRST_RETRY_S * 2 ** (unanswered.current - 1));
      setState(outcome === 'unanswered' ? { kind: 'retrying', inSeconds } : { kind: 'retrying', inSeconds, reason: outcome.unavailable });
      schedule(inSeconds * 1000);
      return;
    }
    unanswered.current = 0;
    if (typeof outcome === 'object') setState({ kind: 'refused', reason: outcome.refused });
    else if (editedSinceSave.current) {
      setState({ kind: 'pending' });
      schedule(AUTOSAVE_PAUSE_MS);
    } else setState({ kind: 'saved' });
  }

  /** An edit: the draft is saved once typing pauses. */
  const edited = useCallback(() => {
    if (!enabled) return;
    editedSinceSave.current = true;
    // A burst's later keys leave the line as it is: the editor is not drawn again at each.
    if (!inFlight.current) setState((shown) => (shown.kind === 'pending' ? shown : { kind: 'pending' }));
    schedule(AUTOSAVE_PAUSE_MS);
  }, [enabled, schedule]);

  /** Waits for the save in flight and drops the one waiting: the caller saves the form itself. */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    await inFlight.current;
    clearTimeout(timer.current);
    setState({ kind: 'idle' });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, edited, settle };
}

/** The save line's words for `state`; `savedAt` the time of the last save ('3:04 PM'). */
export function autosaveText(state: AutosaveState, savedAt: string): string {
  switch (state.kind) {
    case 'pending':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${savedAt}. Visitors see it once you publish.`;
    case 'retrying':
      return state.reason
        ? `Not saved — ${state.reason} Retrying in ${state.inSeconds} s. Your edits stay here.`
        : `Not saved — no answer from the server; retrying in ${state.inSeconds} s. Your edits stay here.`;
    case 'refused':
      return `Not saved — ${state.reason}`;
    default:
      return '';
  }
}
