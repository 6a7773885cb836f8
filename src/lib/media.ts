import { config } from '../config';
import { isSiteMediaPath, MEDIA_PATH_MAX } from './media-paths';

/** Pictures the user's own browser holds (a story draft, a chosen file): they contact no server. */
const LOCAL_PICTURE = /^(?:blob:|data:image\/(?:png|jpeg|gif);base64,)/;

function apiOrigin(): string {
  return new URL(config.apiBase, globalThis.location?.href ?? 'http://localhost/').origin;
}

/**
 * The address to load a picture from, or '' for one this site would not serve: a path outside `media/`,
 * another host, or a script or SVG URL. A misbehaving server or another user's story cannot make this
 * browser contact a third party. The API's own host may give absolute URLs.
 */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (LOCAL_PICTURE.test(path)) return path;
  const relative = path.replace(/^\//, '');
  if (isSiteMediaPath(relative)) return `${config.apiBase.replace(/\/$/, '')}/${relative}`;
  if (path.length > MEDIA_PATH_MAX || !/^https?:\/\//.test(path) || !URL.canParse(path)) return '';
  const url = new URL(path);
  return url.origin === apiOrigin() && url.pathname.includes('/media/') ? url.href : '';
}
