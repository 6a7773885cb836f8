import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../routes';
import { hrefTo } from '../navigation';
import { useSignedIn } from '../session-context';

export interface MainTab {
  /** the section's route (the menu a route lights up is named after its list) */
  menu: NonNullable<RouteDef['menu']> | 'profile';
  path: string;
  label: string;
  icon: string;
}

/** The main sections in menu order; travel only for signed-in travellers, profile only in the phone's bottom bar. */
export function useMainTabs({ withProfile = false } = {}): MainTab[] {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return [
    { menu: 'home', path: hrefTo('home'), label: t('shell:nav.home'), icon: 'pi-home' },
    { menu: 'cityList', path: hrefTo('cityList'), label: t('shell:nav.city'), icon: 'pi-building' },
    { menu: 'explorList', path: hrefTo('explorList'), label: t('shell:nav.explore'), icon: 'pi-compass' },
    ...(signedIn ? [{ menu: 'travelItinerary' as const, path: hrefTo('travelItinerary'), label: t('shell:nav.travel'), icon: 'pi-map' }] : []),
    ...(withProfile ? [{ menu: 'profile' as const, path: hrefTo('profile'), label: t('shell:nav.profile'), icon: 'pi-user' }] : []),
  ];
}
