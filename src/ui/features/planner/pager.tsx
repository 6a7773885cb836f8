import { useTranslation } from 'react-i18next';

export function Pager({ pageNum, pages, onPage }: { pageNum: number; pages: number; onPage: (pageNum: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('chat:pager.label')}>
      <button type="button" className="button button--quiet button--small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>{t('chat:pager.previous')}</button>
      <span>{t('chat:pager.page', { page: pageNum, pages })}</span>
      <button type="button" className="button button--quiet button--small" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>{t('chat:pager.next')}</button>
    </nav>
  );
}
