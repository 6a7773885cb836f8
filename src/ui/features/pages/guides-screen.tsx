import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';

export default function GuidesScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t('pages:guides.title')}>
      <p className="screen__empty">{t('common:comingSoon')}</p>
    </ScreenFrame>
  );
}
