import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { InDock } from '../components/floating-dock';
import { ABOVE_DIALOGS } from './above-dialogs';

/** The open panel's code (PrimeReact's sidebar, the panel's machine, its sections): nobody needs it on arrival. */
const loadPanel = () => import('./mock-panel');
const MockPanelBody = lazy(loadPanel);

/** Whether a modal dialog's mask is on the page: the opener then leaves the dock (under the mask) for a layer above it. */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(() => document.querySelector('.p-dialog-mask') !== null);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(document.querySelector('.p-dialog-mask') !== null));
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
  return open;
}

/** Mock mode only: the button that opens the mock panel (the mailbox, situations, forced answers, the call log, the stream pace, a reset). */
export default function MockPanel() {
  const [open, setOpen] = useState(false);
  const modalOpen = useModalOpen();
  const opener = <MockPanelButton onOpen={() => setOpen(true)} aboveDialogs={modalOpen} />;
  return (
    <>
      {/* above a dialog the opener would cover the dialog's corner once the open panel moves it up */}
      {modalOpen ? (open ? null : createPortal(opener, document.body)) : <InDock>{opener}</InDock>}
      {open ? (
        <Suspense fallback={null}>
          <MockPanelBody onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function MockPanelButton({ onOpen, aboveDialogs }: { onOpen: () => void; aboveDialogs: boolean }) {
  const { t } = useTranslation();
  // a pointer over the button or the keyboard on it is a moment's notice: the panel's code starts then
  const preload = () => void loadPanel();
  return (
    <button
      type="button"
      className={`dock-button mock-panel__open${aboveDialogs ? ' mock-panel__open--above' : ''}`}
      style={aboveDialogs ? { zIndex: ABOVE_DIALOGS } : undefined}
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={t('mock:open')}
      title={t('mock:open')}
    >
      <span className="pi pi-sliders-h" aria-hidden="true" />
    </button>
  );
}
