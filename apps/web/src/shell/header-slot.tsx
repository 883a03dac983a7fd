import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/** The element in the current layout's header that pages may fill (null: the layout has none). */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

/**
 * Lets a page put something into its layout's header, e.g. the quickplay budget in the
 * quickplay header. Renders nothing where the layout offers no slot.
 */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const target = useContext(HeaderSlotContext);
  return target ? createPortal(children, target) : null;
}
