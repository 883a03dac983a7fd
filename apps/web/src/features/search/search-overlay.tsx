import { useRef } from 'react';
import { useIsWideScreen } from '../../shell/use-media-query.ts';
import { Modal, ModalCloseButton } from '../modals/index.ts';
import { SearchPanel } from './search-panel.tsx';
import { SEARCH_TEXTS } from './search-rules.ts';

/** Desktop: a dialog of fixed height, so the results do not make it jump as they change. */
const DESKTOP_HEIGHT = 'min(36rem, 80dvh)';

/**
 * The search panel over the page: a dialog on wide screens, the whole screen on phones. Focus
 * goes to the field when it opens and back to what opened it when it closes; Escape closes it.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const wide = useIsWideScreen();
  const field = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      label={SEARCH_TEXTS.title}
      presentation={wide ? 'dialog' : 'fullscreen'}
      size="lg"
      initialFocus={field}
      style={wide ? { height: DESKTOP_HEIGHT } : undefined}
      className="overflow-hidden"
    >
      <SearchPanel
        inputRef={field}
        scrollResults
        headerEnd={<ModalCloseButton onClick={onClose} className="-mr-1.5" />}
        className="h-full px-4 pt-[calc(env(safe-area-inset-top)+1rem)] lg:px-5 lg:pt-5"
      />
    </Modal>
  );
}
