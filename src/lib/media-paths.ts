/** Which media paths this site serves: shared by the views and the mock, which must not read the site's config. */

/** Longer than any path this site hands out; checked before any pattern runs. */
export const MEDIA_PATH_MAX = 500;

/** A picture this site serves: `media/<kind>/<name>` with an optional query, relative to the API base. */
export const SITE_MEDIA = /^media\/[a-z]+\/[\w.-]+(?:\?[^\s#"<>\\]*)?$/;
/** A picture a user uploaded through `common/minio/upload` (public, so others may see it). */
const PUBLIC_UPLOAD = /^media\/upload\/public-[\w-]+\.(?:png|jpe?g|gif)$/;

export function isSiteMediaPath(path: string): boolean {
  return path.length <= MEDIA_PATH_MAX && SITE_MEDIA.test(path);
}

export function isPublicUploadPath(path: string): boolean {
  return path.length <= MEDIA_PATH_MAX && PUBLIC_UPLOAD.test(path);
}
