import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';

export default function CityInfoScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t('shell:nav.city')}>
      <p className="screen__empty">{t('common:comingSoon')}</p>
    </ScreenFrame>
  );
}
