import { RouteLink } from '../components/route-link';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { usePageConfig } from '../dictionaries-context';
import { visitorCountryMachine } from '../../machines/site/visitor-country.machine';
import { mediaUrl } from '../../lib/media';
import { Ltr } from '../components/bidi';
import { displayNames } from '../../lib/intl-formatters';
import type { VisitorCountry } from '../../api/types/site';

const HELP_PAGES = ['guides', 'fqa', 'transform'] as const;
const COMPANY_PAGES = ['aboutUs', 'contact', 'policy', 'service'] as const;

let regionCodesByEnglishName: Map<string, string> | null = null;

/**
 * Every two-letter region code by its English name, built once from what the browser knows: 676 lookups
 * (40 ms on a fast machine), so only for a lookup answer that gave a name without its code.
 */
function regionCodeByEnglishName(name: string): string | undefined {
  if (!regionCodesByEnglishName) {
    const english = displayNames('en', { type: 'region', fallback: 'none' });
    const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
    regionCodesByEnglishName = new Map(
      letters.flatMap((first) => letters.map((second) => first + second))
        .flatMap((code) => {
          const known = english.of(code);
          return known && known !== code ? [[known.toLowerCase(), code] as const] : [];
        }),
    );
  }
  return regionCodesByEnglishName.get(name.trim().toLowerCase());
}

/**
 * The lookup service names the country in English (or by its ISO code); the footer shows it in the reader's language.
 * A name the browser does not know is shown as it came.
 */
function countryName(country: VisitorCountry, language: string): string {
  try {
    const code = country.code ?? regionCodeByEnglishName(country.name);
    return (code && displayNames(language, { type: 'region', fallback: 'none' }).of(code)) || country.name;
  } catch {
    return country.name;
  }
}

function VisitorCountry() {
  const { t, i18n } = useTranslation();
  const [snapshot] = useMachine(visitorCountryMachine);
  if (snapshot.matches('lookingUp')) return null;
  const { country } = snapshot.context;
  return (
    <p className="footer__country">
      <span className="pi pi-map-marker" aria-hidden="true" />{' '}
      {t('shell:footer.visitingFrom', { country: country ? countryName(country, i18n.language) : t('shell:footer.unknownCountry') })}
    </p>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const pageConfig = usePageConfig();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__title">
            {t('common:appName')}
          </h2>
          <p className="footer__tagline">{t('shell:footer.tagline')}</p>
          <VisitorCountry />
        </section>
        <nav className="footer__column" aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer__heading">
            {t('shell:footer.help')}
          </h2>
          <ul>
            {HELP_PAGES.map((page) => (
              <li key={page}>
                <RouteLink to={page}>{t(`shell:titles.${page}`)}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer__heading">
            {t('shell:footer.company')}
          </h2>
          <ul>
            {COMPANY_PAGES.map((page) => (
              <li key={page}>
                <RouteLink to={page}>{t(`shell:titles.${page}`)}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        {pageConfig ? (
          <section className="footer__column footer__contact" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer__heading">
              {t('shell:footer.contact')}
            </h2>
            <dl>
              <dt>{t('shell:footer.phone')}</dt>
              <dd>
                <a href={`tel:${pageConfig.principalPhone.replace(/\s/g, '')}`}>
                  <Ltr>{pageConfig.principalPhone}</Ltr>
                </a>
              </dd>
              <dt>{t('shell:footer.principal')}</dt>
              <dd>{pageConfig.principal}</dd>
              <dt>{t('shell:footer.address')}</dt>
              <dd>{pageConfig.schoolAddress}</dd>
            </dl>
          </section>
        ) : null}
        {pageConfig ? (
          <figure className="footer__qr">
            <img src={mediaUrl(pageConfig.mobileLearnQrCode)} alt={t('shell:footer.qrAlt')} width={112} height={112} loading="lazy" />
            <figcaption>{t('shell:footer.qrCaption')}</figcaption>
          </figure>
        ) : null}
      </div>
      <p className="footer__legal">
        {/* the sentence brings its own full stop: "Co., Ltd." must not end up as "Co., Ltd.." */}
        {t('shell:footer.legal', { company: (pageConfig?.supportCompany ?? t('common:appName')).replace(/\.+$/, ''), year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
