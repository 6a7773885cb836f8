import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { copyMachine, type CopySubject } from '../../machines/shared/copy.machine';

export function CopyButton({ subject, text }: { subject: CopySubject; text: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(copyMachine);
  return (
    <button type="button" className="button button--quiet" disabled={snapshot.matches('copying')} onClick={() => send({ type: 'COPY', subject, text })}>
      <span className="pi pi-copy" aria-hidden="true" />
      {t(`shell:copy.${subject}Button`)}
    </button>
  );
}
