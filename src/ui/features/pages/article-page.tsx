import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pages.css';

export type ArticlePageName = 'policy' | 'service' | 'guides' | 'aboutUs' | 'contact';

interface Section {
  heading: string;
  body: string;
}

/** A static page from the `pages` namespace: a title, an intro, a contents list and its sections. */
export function ArticlePage({ page, aside }: { page: ArticlePageName; aside?: ReactNode }) {
  const { t } = useTranslation();
  const sections = t(`pages:${page}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="article">
      <PageIntro title={t(`pages:${page}.title`)} intro={t(`pages:${page}.intro`)} />
      <div className="article__layout">
        <nav className="article__contents" aria-labelledby={`${page}-contents`}>
          <h2 id={`${page}-contents`} className="article__contents-title">
            {t('shell:pages.contents')}
          </h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${page}-${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="article__body">
          {sections.map((section, index) => (
            <section key={section.heading} id={`${page}-${index + 1}`} className="article__section">
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </section>
          ))}
          {aside}
        </div>
      </div>
    </article>
  );
}

export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="page-intro">
      <h1>{title}</h1>
      <p>{intro}</p>
    </header>
  );
}
