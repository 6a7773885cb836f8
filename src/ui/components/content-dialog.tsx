import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

/**
 * The app's titled modal (account settings, feedback, share, appeal forms, confirmations): a fixed
 * width that narrows on a phone, and no closing by a click beside it, so typed words are not lost.
 */
export function ContentDialog({ visible, title, onClose, children, footer, width = 560, closable = true, className = 'content-dialog' }: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** false for a modal whose only way out is its own button */
  closable?: boolean;
  /** the look of the area it belongs to */
  className?: string;
}) {
  return (
    <AppDialog
      visible={visible}
      onHide={onClose}
      header={title}
      footer={footer}
      closable={closable}
      closeOnEscape={closable}
      dismissableMask={false}
      className={className}
      style={{ width: `${width}px` }}
      breakpoints={{ '640px': '94vw' }}
    >
      {children}
    </AppDialog>
  );
}
