import { useTranslation } from 'react-i18next';
import { PageIntro } from './article-page';
import './pages.css';

interface Question {
  q: string;
  a: string;
}

export default function FqaScreen() {
  const { t } = useTranslation();
  const questions = t('pages:fqa.items', { returnObjects: true }) as Question[];
  return (
    <article className="article article--narrow">
      <PageIntro title={t('pages:fqa.title')} intro={t('pages:fqa.intro')} />
      <div className="faq">
        {questions.map((question) => (
          <details key={question.q} className="faq__item">
            <summary>
              <h2 className="faq__question">{question.q}</h2>
              <span className="pi pi-chevron-down faq__chevron" aria-hidden="true" />
            </summary>
            <p>{question.a}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
