import { config } from '../config';

/** Absolute and data URLs pass through; API-relative paths (as the mock returns) are joined to the API base. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${config.apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
