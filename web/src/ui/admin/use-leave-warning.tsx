import { Modal } from 'antd';
import { useEffect, useRef, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';

export const LeaveWarningMessages = {
  title: 'Leave without saving?',
  body: 'Your changes here are not saved yet. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Stay and keep editing',
} as const;

export interface LeaveWarning {
  /** The question asked when a link, the back button or a redirect would leave the edits: render it once. */
  prompt: ReactElement;
  /** The edits are saved (or given up): the navigation that follows goes ahead without asking. */
  release: () => void;
}

/**
 * While `unsaved`, leaving asks first, so typed edits are not lost to a stray tap: closing or
 * reloading the tab gets the browser's own question, and a navigation inside the app (a menu
 * link, the back button) is held until the owner answers the prompt (issue #38).
 */
export function useLeaveWarning(unsaved: boolean): LeaveWarning {
  // Read when a navigation starts: a save that releases and navigates at once is not held back by an older render's answer.
  const holding = useRef(unsaved);
  useEffect(() => {
    holding.current = unsaved;
  }, [unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => holding.current && currentLocation.pathname !== nextLocation.pathname);
  const prompt = (
    <Modal
      open={blocker.state === 'blocked'}
      title={LeaveWarningMessages.title}
      okText={LeaveWarningMessages.leave}
      cancelText={LeaveWarningMessages.stay}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      {LeaveWarningMessages.body}
    </Modal>
  );
  return {
    prompt,
    release: () => {
      holding.current = false;
    },
  };
}
