import { act, render, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { AUTOSAVE_PAUSE_MS, autosaveText, useAutosave, type AutosaveOutcome } from './use-autosave';

// Issue #52: the draft saves itself while the owner types, and says how it stands.
describe('useAutosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function autosaving(outcomes: AutosaveOutcome[]) {
    const saves: number[] = [];
    const save = jest.fn(async () => {
      saves.push(Date.now());
      return outcomes.shift() ?? 'saved';
    });
    const hook = renderHook(() => useAutosave(save, true));
    return { hook, save, state: () => hook.result.current.state };
  }
  const pass = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

  it('saves once typing pauses, once for a burst of edits', async () => {
    const { hook, save, state } = autosaving([]);
    for (let key = 0; key < 5; key++) {
      act(() => hook.result.current.edited());
      await pass(500);
    }
    expect(state()).toEqual({ kind: 'pending' });
    expect(save).not.toHaveBeenCalled();
    await pass(AUTOSAVE_PAUSE_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(state()).toEqual({ kind: 'saved' });
  });

  it('draws the editor again at the first keystroke of a burst only: the line says the same until the save', () => {
    let drawn = 0;
    let edited = () => {};
    const Line = () => {
      drawn += 1;
      return null;
    };
    const Editor = () => {
      edited = useAutosave(async () => 'saved' as const, true).edited;
      return createElement(Line);
    };
    render(createElement(Editor));
    act(() => edited());
    const afterFirst = drawn;
    for (let key = 0; key < 3; key++) act(() => edited());
    expect(drawn).toBe(afterFirst);
  });

  it('tries a save that got no answer again after 5, then 10 seconds, and says so', async () => {
    const { hook, save, state } = autosaving(['unanswered', 'unanswered', 'saved']);
    act(() => hook.result.current.edited());
    await pass(AUTOSAVE_PAUSE_MS);
    expect(state()).toEqual({ kind: 'retrying', inSeconds: 5 });
    expect(autosaveText(state(), '')).toBe('Not saved — no answer from the server; retrying in 5 s. Your edits stay here.');
    await pass(5000);
    expect(state()).toEqual({ kind: 'retrying', inSeconds: 10 });
    await pass(9000);
    expect(save).toHaveBeenCalledTimes(2);
    await pass(1000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(state()).toEqual({ kind: 'saved' });
  });

  it('tries a save the server cannot do just now (its database down) again like one without an answer, in its words', async () => {
    const { hook, save, state } = autosaving([{ unavailable: 'The database is unreachable.' }, 'saved']);
    act(() => hook.result.current.edited());
    await pass(AUTOSAVE_PAUSE_MS);
    expect(autosaveText(state(), '')).toBe('Not saved — The database is unreachable. Retrying in 5 s. Your edits stay here.');
    await pass(5000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(state()).toEqual({ kind: 'saved' });
  });

  it('does not try a refused save again until the next edit', async () => {
    const { hook, save, state } = autosaving([{ refused: 'Another page already uses this URL slug' }]);
    act(() => hook.result.current.edited());
    await pass(AUTOSAVE_PAUSE_MS);
    expect(autosaveText(state(), '')).toBe('Not saved — Another page already uses this URL slug');
    await pass(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.edited());
    await pass(AUTOSAVE_PAUSE_MS);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves the edits made during a save after it; settle drops the one waiting', async () => {
    let answer: (outcome: AutosaveOutcome) => void = () => undefined;
    const save = jest.fn(() => new Promise<AutosaveOutcome>((resolve) => (answer = resolve)));
    const hook = renderHook(() => useAutosave(save, true));
    act(() => hook.result.current.edited());
    await pass(AUTOSAVE_PAUSE_MS);
    act(() => hook.result.current.edited());
    await act(async () => answer('saved'));
    expect(hook.result.current.state).toEqual({ kind: 'pending' });
    await pass(AUTOSAVE_PAUSE_MS);
    expect(save).toHaveBeenCalledTimes(2);
    act(() => hook.result.current.edited());
    await act(async () => {
      answer('saved');
      await hook.result.current.settle();
    });
    await pass(AUTOSAVE_PAUSE_MS * 2);
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.state).toEqual({ kind: 'idle' });
  });
});
