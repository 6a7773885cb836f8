import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Dialog, DialogProps } from 'primereact/dialog';

/** PrimeReact (its dialog and what it needs) loads when the first dialog opens, not with the page. */
const PrimeDialog = lazy(() => import('primereact/dialog').then((module) => ({ default: module.Dialog })));

const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
/** Where the focus goes in a dialog without fields, in this order: its own buttons and links, then the close button. */
const CONTROLS = ['.p-dialog-content button:not([disabled]), .p-dialog-content a[href]', '.p-dialog-footer button:not([disabled])', '.p-dialog-header-close'];

/** Puts the caret in a dialog's first field, if it has one, so typing can start at once. */
export function focusFirstField(container: ParentNode | null | undefined): boolean {
  const field = container?.querySelector<HTMLElement>(FIELD);
  field?.focus();
  return Boolean(field);
}

/**
 * PrimeReact's modal Dialog, fixed in place. It opens with the caret in its first field, or on its
 * first button (PrimeReact would focus the close button, or nothing when there is none) and gives the focus back to what had it when it opened (PrimeReact
 * can leave it on the page body, so a keyboard user would start again from the top).
 */
export function AppDialog(props: DialogProps) {
  const dialog = useRef<Dialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const visible = Boolean(props.visible);
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  useEffect(() => {
    if (!visible) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [visible]);
  const show = () => {
    const element = dialog.current?.getElement();
    if (element && !element.contains(document.activeElement) && !focusFirstField(dialog.current?.getContent())) {
      CONTROLS.map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean)?.focus();
    }
    props.onShow?.();
  };
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PrimeDialog ref={dialog} modal draggable={false} resizable={false} focusOnShow={false} {...props} onShow={show} />
    </Suspense>
  );
}
