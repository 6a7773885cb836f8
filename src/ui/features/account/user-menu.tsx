import { useEffect, useId, useRef, useState } from 'react';
import { RouteLink } from '../../components/route-link';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session-context';
import { AccountActionList } from './account-actions';
import { UserAvatar } from './user-avatar';
import './account.css';
import { Ltr } from '../../components/bidi';

/** The signed-in user's menu in the desktop header. */
export function UserMenu() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  /** Closing by keyboard or by choosing an action puts the focus back on the menu's button (a dialog it opens returns it there). */
  const closeToTrigger = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.label', { name: user.nickName })}
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar user={user} size={34} />
        <span className="user-menu__name">{user.nickName}</span>
        <span className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
      </button>
      <div id={panelId} className="user-menu__panel" role="group" aria-label={t('menu.label', { name: user.nickName })} hidden={!open}>
        <div className="user-menu__identity">
          <UserAvatar user={user} size={44} />
          <div>
            <p className="user-menu__nickname">{user.nickName}</p>
            <p className="user-menu__email"><Ltr>{user.email}</Ltr></p>
          </div>
        </div>
        <RouteLink className="user-menu__profile" to="profile" onClick={() => setOpen(false)}>
          <span className="pi pi-user" aria-hidden="true" /> {t('menu.profile')}
        </RouteLink>
        <AccountActionList className="user-menu__list" itemClassName="user-menu__item" onChosen={closeToTrigger} />
      </div>
    </div>
  );
}
