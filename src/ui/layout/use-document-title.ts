import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../routes';

/** The tab's title names the page in the current language: "Cities · China Trip Planner". */
export function useDocumentTitle(page: RouteName | 'notFound'): void {
  const { t } = useTranslation();
  const title = `${t(`shell:titles.${page}`)} · ${t('common:appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
