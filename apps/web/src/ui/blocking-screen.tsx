import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cx } from './class-names.ts';

interface BlockingScreenProps {
  /** Id of the heading that names the screen. */
  titleId: string;
  /** Id of the text that explains it. */
  descriptionId?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A full-screen modal that nothing gets past (maintenance, update required). It is a native
 * <dialog> opened with showModal(): it sits in the top layer above every z-index, the page
 * behind it is inert for pointer, keyboard and screen reader, and focus starts inside it.
 * Escape cannot close it; should the browser force it closed, it opens again.
 */
export function BlockingScreen({ titleId, descriptionId, children, className, testId }: BlockingScreenProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = () => {
      if (dialog.open) return;
      // jsdom has no showModal; a plain open dialog is the closest it gets.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start on the dialog itself: its name and description are read out first, and no
      // control shows a focus ring before the visitor has touched anything.
      dialog.focus();
    };
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', open);
    open();
    return () => {
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', open);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      className={cx(
        'fixed inset-0 m-0 h-dvh outline-none max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-bg bg-hero p-0 text-fg',
        'backdrop:bg-bg',
        className,
      )}
    >
      {children}
    </dialog>
  );
}
