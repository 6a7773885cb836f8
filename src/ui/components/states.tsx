import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouteLink } from './route-link';
import type { Failure } from '../../api/error-kinds';
import { publish } from '../../lib/app-events';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {label ?? t('common:loading')}
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <div className="state state--empty">{text ?? t('common:empty')}</div>;
}

interface ErrorStateProps {
  /** what went wrong; it chooses the message and the way out */
  failure?: Failure | null;
  /** what this screen calls a missing item ("This city could not be found."), shown only when the item really is missing */
  notFoundText?: string;
  /** a message for this screen's failures that are not "not found" */
  text?: string;
  onRetry?: () => void;
}

/** Kinds a second try may fix; the others need another way out (sign in, go back). */
const RETRYABLE: ReadonlySet<Failure['kind']> = new Set(['offline', 'timeout', 'busy', 'server']);

/** A failed load: says what happened and offers the way out that fits (try again, sign in, go back or home). */
export function ErrorState({ failure, notFoundText, text, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = failure ? failureMessage(failure, notFoundText, text) ?? t(failure.key) : (text ?? t('common:loadFailed'));
  const retry = onRetry && (!failure || RETRYABLE.has(failure.kind));
  return (
    <div className="state state--error" role="alert" data-failure={failure?.kind}>
      <span>{message}</span>
      {retry ? (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      ) : null}
      {failure && failure.code === 401 ? (
        <button type="button" className="link-button" onClick={() => publish({ type: 'login.requested' })}>
          {t('common:failure.signIn')}
        </button>
      ) : null}
      {failure && !RETRYABLE.has(failure.kind) && failure.code !== 401 ? <WayBack /> : null}
    </div>
  );
}

/** The screen's own words where it has them; otherwise null, and the kind's message applies. */
function failureMessage(failure: Failure, notFoundText: string | undefined, text: string | undefined): string | null {
  if (failure.kind === 'notFound' && notFoundText) return notFoundText;
  if (failure.kind === 'server') return text ?? failure.serverText ?? null;
  return failure.serverText ?? null;
}

/** Back where the traveller came from, or home when this page was the first one opened. */
function WayBack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cameFromThisSite = useLocation().key !== 'default';
  return cameFromThisSite ? (
    <button type="button" className="link-button" onClick={() => void navigate(-1)}>
      {t('common:failure.goBack')}
    </button>
  ) : (
    <RouteLink className="link-button" to="home">
      {t('common:failure.goHome')}
    </RouteLink>
  );
}
