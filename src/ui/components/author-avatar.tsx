import { mediaUrl } from '../../lib/media';

/** An author's avatar, or generated initials art when the author has not uploaded one. */
export function AuthorAvatar({ id, name, avatar, size = 36 }: { id: number; name: string; avatar: string; size?: number }) {
  const source = avatar || `media/avatar/user-${id}?name=${encodeURIComponent(initials(name))}`;
  return <img className="author-avatar" src={mediaUrl(source)} alt="" width={size} height={size} loading="lazy" />;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0][0]}${words[1][0]}` : (words[0] ?? '?').slice(0, 2);
}
