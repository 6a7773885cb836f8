import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { converterMachine, convertCurrency, CURRENCIES, type Currency } from '../../../machines/site/converter.machine';
import { formatMoney, parseLocaleNumber } from '../../../lib/locale-number';
import { Field, FieldError } from '../../components/field';
import { PageIntro } from './article-page';
import './pages.css';
import { numberFormat } from '../../../lib/intl-formatters';

/** China's height/chest labels beside the letter, US and EU sizes of the same garment (tops). */
const SIZE_ROWS = [
  ['155/80A', 'XS', '2', '34'],
  ['160/84A', 'S', '4', '36'],
  ['165/88A', 'M', '6', '38'],
  ['170/92A', 'L', '8', '40'],
  ['175/96A', 'XL', '10', '42'],
  ['180/100A', 'XXL', '12', '44'],
] as const;

export default function TransformScreen() {
  const { t } = useTranslation();
  return (
    <article className="article">
      <PageIntro title={t('pages:transform.title')} intro={t('pages:transform.intro')} />
      <div className="converter">
        <CurrencyCard />
        <TemperatureCard />
        <SizeCard />
      </div>
    </article>
  );
}

function CurrencySelect({ label, value, onChange }: { label: string; value: Currency; onChange: (currency: Currency) => void }) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      value={value}
      onChange={(currency) => onChange(currency as Currency)}
      options={CURRENCIES.map((currency) => (
        <option key={currency} value={currency}>
          {currency} · {t(`pages:transform.currencies.${currency}`)}
        </option>
      ))}
    />
  );
}

/** How the page language writes a number, as the example in "type it like 1,234.5". */
const exampleNumber = (language: string) => numberFormat(language).format(1234.5);

/** The message for a typed number: unreadable, or (for an amount) not above zero; null when it reads. */
function numberProblem(t: (key: string, values?: Record<string, string>) => string, language: string, text: string, positive: boolean): string | null {
  if (text.trim() === '' && !positive) return null;
  const value = parseLocaleNumber(text, language);
  if (value === null) return t('pages:transform.notANumber', { example: exampleNumber(language) });
  return positive && value <= 0 ? t('pages:transform.invalidAmount') : null;
}

function CurrencyCard() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(converterMachine);
  const { amount, from, to } = snapshot.context;
  const parsed = parseLocaleNumber(amount, i18n.language) ?? 0;
  const problem = numberProblem(t, i18n.language, amount, true);
  const valid = problem === null;
  const money = (value: number, currency: Currency) => formatMoney(value, currency, i18n.language, { maximumFractionDigits: 2 });
  return (
    <section className="converter__card converter__card--wide" aria-labelledby="converter-currency">
      <h2 id="converter-currency">
        <span className="pi pi-wallet" aria-hidden="true" /> {t('pages:transform.currency')}
      </h2>
      <div className="converter__row">
        <div className="field">
          <label className="field__label" htmlFor="converter-amount">{t('pages:transform.amount')}</label>
          <input
            id="converter-amount"
            className="field__input"
            inputMode="decimal"
            value={amount}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : 'converter-amount-error'}
            onChange={(event) => send({ type: 'AMOUNT', value: event.target.value })}
          />
        </div>
        <CurrencySelect label={t('pages:transform.from')} value={from} onChange={(currency) => send({ type: 'FROM', currency })} />
        <button type="button" className="button button--quiet converter__swap" onClick={() => send({ type: 'SWAP' })} aria-label={t('pages:transform.swap')} title={t('pages:transform.swap')}>
          <span className="pi pi-arrow-right-arrow-left" aria-hidden="true" />
        </button>
        <CurrencySelect label={t('pages:transform.to')} value={to} onChange={(currency) => send({ type: 'TO', currency })} />
      </div>
      {valid ? (
        <p className="converter__result" aria-live="polite">
          {t('pages:transform.result', { amount: money(parsed, from), value: money(convertCurrency(parsed, from, to), to) })}
        </p>
      ) : (
        <FieldError id="converter-amount-error">{problem}</FieldError>
      )}
      <p className="converter__note">{t('pages:transform.rateNote')}</p>
    </section>
  );
}

function TemperatureCard() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(converterMachine);
  const scales = (['celsius', 'fahrenheit'] as const).map((scale) => ({
    scale,
    event: scale === 'celsius' ? ('CELSIUS' as const) : ('FAHRENHEIT' as const),
    problem: numberProblem(t, i18n.language, snapshot.context[scale], false),
  }));
  return (
    <section className="converter__card" aria-labelledby="converter-temperature">
      <h2 id="converter-temperature">
        <span className="pi pi-sun" aria-hidden="true" /> {t('pages:transform.temperature')}
      </h2>
      <div className="converter__row">
        {scales.map(({ scale, event, problem }) => (
          <Field key={scale} label={t(`pages:transform.${scale}`)} inputMode="decimal" value={snapshot.context[scale]} error={problem ?? undefined}
            onChange={(value) => send({ type: event, value, language: i18n.language })} />
        ))}
      </div>
    </section>
  );
}

function SizeCard() {
  const { t } = useTranslation();
  return (
    <section className="converter__card" aria-labelledby="converter-sizes">
      <h2 id="converter-sizes">
        <span className="pi pi-tags" aria-hidden="true" /> {t('pages:transform.sizes')}
      </h2>
      <table className="size-table">
        <caption>{t('pages:transform.sizeTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages:transform.sizeChina')}</th>
            <th scope="col">{t('pages:transform.sizeInternational')}</th>
            <th scope="col">{t('pages:transform.sizeUs')}</th>
            <th scope="col">{t('pages:transform.sizeEu')}</th>
          </tr>
        </thead>
        <tbody>
          {SIZE_ROWS.map(([china, international, us, eu]) => (
            <tr key={china}>
              <th scope="row" dir="ltr">
                {china}
              </th>
              <td>{international}</td>
              <td>{us}</td>
              <td>{eu}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="converter__note">{t('pages:transform.sizeNote')}</p>
    </section>
  );
}
