import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { RouteLink } from '../components/route-link';

/** A whole-page message with the way home: the not-found page and the page shown when a route breaks. */
function StatusPage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="screen status-page">
      <h1 className="screen__title">{title}</h1>
      <p>{text}</p>
      <RouteLink className="button button--primary" to="home">
        {t('common:failure.goHome')}
      </RouteLink>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('common:page.notFoundTitle')} text={t('common:page.notFoundText')} />;
}

/** The route's errorElement: a screen that threw is replaced by this, inside the site's frame. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.warn('[route] a screen failed', error);
  }, [error]);
  return <StatusPage title={t('common:page.crashTitle')} text={t('common:page.crashText')} />;
}
