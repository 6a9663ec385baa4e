import type { ModalProps } from 'antd';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * Where an admin dialog sits: centred, `width` px wide, its body scrolling below the title; on a
 * phone (below 768 px) the whole screen, the buttons at the bottom within the thumb's reach.
 */
export function useDialogLayout(width: number): Pick<ModalProps, 'width' | 'style' | 'styles'> {
  const narrow = useNarrowScreen();
  if (!narrow) return { width, styles: { body: { maxHeight: '70vh', overflowY: 'auto' } } };
  return {
    width: '100%',
    style: { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 },
    styles: {
      container: { display: 'flex', flexDirection: 'column', height: '100dvh', borderRadius: 0 },
      body: { flex: 1, minHeight: 0, overflowY: 'auto' },
    },
  };
}
