import { useTranslation } from 'react-i18next';
import { hasMinLength, hasSpecialCharacter } from '../../../lib/validation';

/** The two password hints, ticked as the typed password meets them. */
export function PasswordTips({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const tips = [
    { met: hasMinLength(password), label: t('tips.length') },
    { met: hasSpecialCharacter(password), label: t('tips.special') },
  ];
  return (
    <ul className="password-tips">
      {tips.map((tip) => (
        <li key={tip.label} className={tip.met ? 'password-tips__tip password-tips__tip--met' : 'password-tips__tip'}>
          <span className={`pi ${tip.met ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" /> {tip.label}
        </li>
      ))}
    </ul>
  );
}
