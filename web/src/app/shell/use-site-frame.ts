import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from '../../platform/navigation/navigation';
import { attachSiteFrame, type SiteFrame } from './site-frame';

/**
 * The frame's behaviour (site-frame.ts) on the frame React renders at `shellRef`: the same script a
 * page of islands runs without React. The drawer is open only for the visit it was opened on.
 */
export function useSiteFrame(shellRef: RefObject<HTMLElement | null>): void {
  const { key, navigate } = useNavigation();
  const navigateRef = useRef(navigate);
  const frame = useRef<SiteFrame | null>(null);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    const attached = attachSiteFrame(shellRef.current!, (to) => navigateRef.current(to));
    frame.current = attached;
    return () => {
      attached.detach();
      frame.current = null;
    };
  }, [shellRef]);
  useEffect(() => frame.current?.closeDrawer(), [key]);
}
