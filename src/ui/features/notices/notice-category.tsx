import { useTranslation } from 'react-i18next';
import type { NoticeCategory } from '../../../api/types/notices';

const ICON: Record<NoticeCategory, string> = {
  entry: 'pi-id-card',
  transit: 'pi-send',
  arrival: 'pi-file-edit',
  payment: 'pi-wallet',
  transport: 'pi-car',
  connectivity: 'pi-wifi',
};

export function NoticeCategoryBadge({ category }: { category: NoticeCategory }) {
  const { t } = useTranslation();
  return (
    <span className={`notice-badge notice-badge--${category}`}>
      <span className={`pi ${ICON[category]}`} aria-hidden="true" /> {t(`notices:categories.${category}`)}
    </span>
  );
}
