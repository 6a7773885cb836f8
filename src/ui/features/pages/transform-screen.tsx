import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/screen-frame';

export default function TransformScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={t('pages:transform.title')}>
      <p className="screen__empty">{t('common:comingSoon')}</p>
    </ScreenFrame>
  );
}
