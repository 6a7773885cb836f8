import { useTranslation } from 'react-i18next';
import { usePageConfig } from '../../dictionaries-context';
import { CopyButton } from '../../layout/copy-button';
import { ArticlePage } from './article-page';
import { Ltr } from '../../components/bidi';

function ContactCard() {
  const { t } = useTranslation();
  const pageConfig = usePageConfig();
  if (!pageConfig) return null;
  return (
    <section className="contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title">{t('shell:pages.reachUs')}</h2>
      <dl>
        <div>
          <dt>{t('shell:footer.phone')}</dt>
          <dd className="contact-card__phone">
            <a href={`tel:${pageConfig.principalPhone.replace(/\s/g, '')}`}>
              <Ltr>{pageConfig.principalPhone}</Ltr>
            </a>
            <CopyButton subject="phone" text={pageConfig.principalPhone} />
          </dd>
        </div>
        <div>
          <dt>{t('shell:footer.principal')}</dt>
          <dd>{pageConfig.principal}</dd>
        </div>
        <div>
          <dt>{t('shell:footer.address')}</dt>
          <dd>{pageConfig.schoolAddress}</dd>
        </div>
        <div>
          <dt>{t('shell:pages.company')}</dt>
          <dd>{pageConfig.supportCompany}</dd>
        </div>
      </dl>
    </section>
  );
}

export default function ContactScreen() {
  return <ArticlePage page="contact" aside={<ContactCard />} />;
}
