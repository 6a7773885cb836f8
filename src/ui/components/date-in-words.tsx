import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../lib/plan-check/dates';
import './content.css';
import { dateTimeFormat } from '../../lib/intl-formatters';

/**
 * The date a native date field holds, written out in the page's language ("2026年12月3日星期四"). Browsers draw
 * the field itself in the browser's language (mm/dd/yyyy in an English Chrome on a Chinese page) whatever the
 * page says, so the field keeps its phone-native picker and this line says the date the reader's way. The field
 * names it in aria-describedby; nothing shows while the field is empty or half typed.
 */
export function DateInWords({ id, value }: { id: string; value: string }) {
  const { i18n } = useTranslation();
  if (!isIsoDate(value)) return null;
  const text = dateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return <time id={id} className="date-in-words" dateTime={value}>{text}</time>;
}
