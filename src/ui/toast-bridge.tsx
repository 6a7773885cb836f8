import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../machines/app-events';
import { config } from '../config';

/** Shows every `toast` event of the app event stream. */
export function ToastBridge() {
  const toast = useRef<Toast>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const subscription = appEvents.subscribe((event) => {
      if (event.type !== 'toast') return;
      toast.current?.show({
        severity: event.severity,
        detail: event.key ? t(event.key, event.values) : event.text,
        life: event.life ?? config.toastLifeMs,
      });
    });
    return () => subscription.unsubscribe();
  }, [t]);
  return <Toast ref={toast} position="top-center" />;
}
