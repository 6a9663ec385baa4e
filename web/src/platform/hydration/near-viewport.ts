import { useEffect, useState, type RefObject } from 'react';
import { watchNearViewport } from './reached';

/** Whether the element in `ref` has come within `margin` of the viewport (true from then on). */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return watchNearViewport(element, margin, () => setNear(true));
  }, [ref, margin, near]);
  return near;
}
