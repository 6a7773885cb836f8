import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

/** A titled modal of the catalogue screens (share, feedback, appeal forms, confirmations). */
export function CatalogueDialog({ visible, title, onClose, children, footer, width = 560 }: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  return (
    <AppDialog
      visible={visible}
      onHide={onClose}
      header={title}
      footer={footer}
      dismissableMask={false}
      className="catalogue-dialog"
      style={{ width: `${width}px` }}
      breakpoints={{ '640px': '94vw' }}
    >
      {children}
    </AppDialog>
  );
}
