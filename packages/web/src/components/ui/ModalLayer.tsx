import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';

export interface ModalLayerProps {
  /** The backdrop's class and ref (useModalDialog's `backdrop`). */
  readonly backdrop: HTMLAttributes<HTMLDivElement> & { readonly ref?: Ref<HTMLDivElement> };
  /** The dialog itself. */
  readonly children: ReactNode;
}

/**
 * Where a modal dialog renders: its backdrop and the dialog at the end of <body>, above the page (the order a
 * later modal opens in puts it on top), as the top layer placed showModal()'s dialogs; a container's transform or
 * overflow cannot clip them there. A server render has no body to portal into and leaves it in place.
 * @example <ModalLayer backdrop={{ ...backdrop, className: styles.backdrop }}><dialog …/></ModalLayer>
 */
export function ModalLayer({ backdrop, children }: ModalLayerProps) {
  const layer = (
    <>
      <div aria-hidden="true" {...backdrop} />
      {children}
    </>
  );
  return typeof document === 'undefined' ? layer : createPortal(layer, document.body);
}
