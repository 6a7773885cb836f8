import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';

export default function FqaScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t('pages:fqa.title')}>
      <p className="screen__empty">{t('common:comingSoon')}</p>
    </ScreenFrame>
  );
}
