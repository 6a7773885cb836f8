import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { comboDetailMachine } from '../../../machines/packages/combo-detail.machine';
import { NOTE_MAX, TRAVELLERS_MAX, TRAVELLERS_MIN, type BookingErrors, type BookingFields } from '../../../lib/catalogue-validation';
import { useSignedIn } from '../../session-context';
import { Field } from '../../components/field';
import { formatCny, formatDate } from '../../components/format';

type ComboDetailActor = ActorRefFrom<typeof comboDetailMachine>;

const NO_ERRORS: BookingErrors = {};

/** The booking card beside a package: the form, then the confirmation. */
export function BookingPanel({ actor }: { actor: ComboDetailActor }) {
  const { t, i18n } = useTranslation();
  const booked = useSelector(actor, (s) => s.matches({ ready: 'booked' }));
  const booking = useSelector(actor, (s) => s.context.booking);
  const price = useSelector(actor, (s) => s.context.combo?.priceCny ?? 0);
  return (
    <aside className="booking-panel" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('packages:booking.title')}</h2>
      <p className="booking-panel__price">{t('packages:combos.perPerson', { price: formatCny(price, i18n.language) })}</p>
      {booked && booking ? (
        <div className="booking-panel__confirmed" role="status">
          <h3>
            <span className="pi pi-check-circle" aria-hidden="true" /> {t('packages:booking.confirmedTitle')}
          </h3>
          <p>{t('packages:booking.confirmedText', { number: booking.bookingId, email: booking.email })}</p>
          <dl className="booking-panel__facts">
            <dt>{t('packages:booking.travelDate')}</dt>
            <dd>{formatDate(booking.travelDate, i18n.language)}</dd>
            <dt>{t('packages:booking.travellers')}</dt>
            <dd>{booking.travellers}</dd>
            <dt>{t('packages:booking.total')}</dt>
            <dd>{formatCny(booking.totalCny, i18n.language)}</dd>
          </dl>
          <button type="button" className="button button--quiet" onClick={() => actor.send({ type: 'BOOK_AGAIN' })}>
            {t('packages:booking.bookAgain')}
          </button>
        </div>
      ) : (
        <BookingForm actor={actor} price={price} />
      )}
    </aside>
  );
}

function BookingForm({ actor, price }: { actor: ComboDetailActor; price: number }) {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const fields = useSelector(actor, (s) => s.context.fields);
  const submitting = useSelector(actor, (s) => s.matches({ ready: 'submitting' }));
  const submitFailed = useSelector(actor, (s) => s.context.submitFailed);
  const errors = useSelector(actor, (s) => (s.context.showErrors ? s.context.errors : NO_ERRORS));
  const earliestTravelDate = useSelector(actor, (s) => s.context.earliestTravelDate);
  const fieldProps = (field: keyof BookingFields) => ({
    value: String(fields[field]),
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
    error: errors[field] ? t(`packages:booking.errors.${errors[field]}`) : undefined,
  });
  return (
    <form
      className="booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT', signedIn });
      }}
    >
      <Field label={t('packages:booking.name')} autoComplete="name" {...fieldProps('name')} />
      <Field label={t('packages:booking.email')} type="email" autoComplete="email" {...fieldProps('email')} />
      <Field label={t('packages:booking.phone')} type="tel" autoComplete="tel" hint={t('packages:booking.phoneHint')} {...fieldProps('phone')} />
      <div className="booking-form__row">
        <Field label={t('packages:booking.travelDate')} type="date" min={earliestTravelDate} {...fieldProps('travelDate')} />
        <Field label={t('packages:booking.travellers')} type="number" min={TRAVELLERS_MIN} max={TRAVELLERS_MAX} {...fieldProps('travellers')} />
      </div>
      <Field label={t('packages:booking.note')} multiline maxLength={NOTE_MAX} {...fieldProps('note')} />
      {Number.isInteger(fields.travellers) && fields.travellers >= TRAVELLERS_MIN ? (
        <p className="booking-form__total">
          {t('packages:booking.totalFor', { count: fields.travellers, total: formatCny(price * fields.travellers, i18n.language) })}
        </p>
      ) : null}
      {submitFailed ? (
        <p className="booking-form__error" role="alert">
          {t('packages:booking.failed')}
        </p>
      ) : null}
      {signedIn ? null : <p className="booking-form__hint">{t('packages:booking.signInHint')}</p>}
      <button type="submit" className="button button--primary button--large" disabled={submitting}>
        {submitting ? <span className="pi pi-spin pi-spinner" aria-hidden="true" /> : null}
        {signedIn ? t('packages:booking.submit') : t('packages:booking.signInToBook')}
      </button>
    </form>
  );
}
