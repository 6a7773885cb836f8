/** Where the in-browser mock answers when no API is configured: this site's own `/api`. */
export const IN_BROWSER_API_BASE = '/api';
