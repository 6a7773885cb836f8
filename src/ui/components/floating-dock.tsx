import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The one place for the site's tool buttons (live support, the mock panel). The layout decides where the
 * dock sits so that nothing it holds ever covers the page: on a desktop in the corner beside the content
 * column, on a phone inside the top bar, which nothing scrolls under. Buttons join it with `InDock`.
 */
const DockContext = createContext<{ dock: HTMLElement | null; setDock: (element: HTMLElement | null) => void }>({
  dock: null,
  setDock: () => undefined,
});

export function FloatingDockProvider({ children }: { children: ReactNode }) {
  const [dock, setDock] = useState<HTMLElement | null>(null);
  return <DockContext.Provider value={{ dock, setDock }}>{children}</DockContext.Provider>;
}

/** Where the dock's buttons show: `corner` floats beside the content column, `bar` sits in the phone's top bar. */
export function FloatingDock({ placement }: { placement: 'corner' | 'bar' }) {
  const { setDock } = useContext(DockContext);
  return <div ref={setDock} className={`floating-dock floating-dock--${placement}`} data-placement={placement} />;
}

export function InDock({ children }: { children: ReactNode }) {
  const { dock } = useContext(DockContext);
  return dock ? createPortal(children, dock) : null;
}

/** Where the dock is now, for a panel that opens beside it. */
export function useDockPlacement(): 'corner' | 'bar' | null {
  const { dock } = useContext(DockContext);
  return (dock?.dataset.placement as 'corner' | 'bar' | undefined) ?? null;
}
