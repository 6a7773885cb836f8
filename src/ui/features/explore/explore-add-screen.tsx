import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';

export default function ExploreAddScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t('shell:nav.explore')}>
      <p className="screen__empty">{t('common:comingSoon')}</p>
    </ScreenFrame>
  );
}
