import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';

export default function NoticeListScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t('shell:nav.home')}>
      <p className="screen__empty">{t('common:comingSoon')}</p>
    </ScreenFrame>
  );
}
