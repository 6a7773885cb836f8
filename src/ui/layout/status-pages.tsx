import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteLink } from '../components/route-link';

/** A whole-page message with the way home: the not-found page and the page shown when a route breaks. */
function StatusPage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="screen status-page">
      <h1 className="screen__title">{title}</h1>
      <p>{text}</p>
      <div className="status-page__actions">
        {children}
        <RouteLink className="button button--primary" to="home">
          {t('common:failure.goHome')}
        </RouteLink>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('common:page.notFoundTitle')} text={t('common:page.notFoundText')} />;
}

function CrashPage() {
  const { t } = useTranslation();
  // a screen whose code failed to load stays failed until the page loads again
  return (
    <StatusPage title={t('common:page.crashTitle')} text={t('common:page.crashText')}>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {t('common:failure.reload')}
      </button>
    </StatusPage>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** a new value (the next page) gives the children another chance */
  resetKey?: string;
}

interface BoundaryState {
  failed: boolean;
  /** the resetKey the children last rendered (or failed) with */
  key: string | undefined;
}

/** A screen that threw (or whose code failed to load) is replaced by the error page, with the way home. */
export class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.warn('[route] a screen failed', error);
  }

  render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}

/** The current route's screen, inside the site's frame; leaving the page that broke tries again. */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Outlet />
    </ScreenErrorBoundary>
  );
}
