import { useEffect, useState } from 'react';
import { whenIdle } from './later';

/**
 * False at first, true once the browser is idle after the first paint (at the latest `timeoutMs`
 * later): for parts a screen's first view does not need, drawn after it rather than before. A new
 * `after` (what is shown) makes it false again until the browser is next idle.
 */
export function useIdle(timeoutMs = 2_000, after = ''): boolean {
  const [state, setState] = useState({ after, idle: false });
  // Forgotten as soon as `after` changes, in the same render: a view shown again is not idle until the browser is again.
  if (state.after !== after) setState({ after, idle: false });
  useEffect(
    () => whenIdle(() => setState((current) => (current.after === after ? { after, idle: true } : current)), timeoutMs),
    [timeoutMs, after],
  );
  return state.after === after && state.idle;
}
