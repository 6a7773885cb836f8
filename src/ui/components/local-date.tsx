import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl-formatters';

/** A date in the reader's interface language, with the full timestamp for assistive tech and tooltips. */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const date = new Date(iso);
  const text = dateTimeFormat(i18n.language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
  return <time dateTime={iso}>{text}</time>;
}
