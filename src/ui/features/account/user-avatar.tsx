import type { ClientInfo } from '../../../api/types/account';
import { mediaUrl } from '../../../lib/media';
import femaleAvatar from './assets/avatar-female.svg?no-inline';
import maleAvatar from './assets/avatar-male.svg?no-inline';

const FEMALE = 2;

/** The user's picture, or a default by sex (female for 2, the other drawing otherwise). */
export function UserAvatar({ user, size = 36 }: { user: Pick<ClientInfo, 'avatar' | 'sex'>; size?: number }) {
  const source = user.avatar ? mediaUrl(user.avatar) : user.sex === FEMALE ? femaleAvatar : maleAvatar;
  return <img className="user-avatar" src={source} alt="" width={size} height={size} />;
}
