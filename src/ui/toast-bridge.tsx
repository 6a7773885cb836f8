import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../lib/app-events';
import { config } from '../config';

/** PrimeReact's toast loads with the first message, not with the page. */
const PrimeToast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })));

/** Shows every `toast` event of the app event stream; messages that come while the toast loads wait for it. */
export function ToastBridge() {
  const toast = useRef<Toast | null>(null);
  const waiting = useRef<ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    const subscription = appEvents.subscribe((event) => {
      if (event.type !== 'toast') return;
      const message: ToastMessage = {
        severity: event.severity,
        detail: event.key ? t(event.key, event.values) : event.text,
        life: event.life ?? config.toastLifeMs,
      };
      if (toast.current) toast.current.show(message);
      else {
        waiting.current.push(message);
        setWanted(true);
      }
    });
    return () => subscription.unsubscribe();
  }, [t]);
  const attach = useCallback((instance: Toast | null) => {
    toast.current = instance;
    if (instance && waiting.current.length) instance.show(waiting.current.splice(0));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PrimeToast ref={attach} position="top-center" />
    </Suspense>
  );
}
