import { useTranslation } from 'react-i18next';

export function Pager({ pageNum, pages, onPage }: { pageNum: number; pages: number; onPage: (pageNum: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('planner:pager.label')}>
      <button type="button" className="button button--quiet button--small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>{t('planner:pager.previous')}</button>
      <span>{t('planner:pager.page', { page: pageNum, pages })}</span>
      <button type="button" className="button button--quiet button--small" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>{t('planner:pager.next')}</button>
    </nav>
  );
}
