/** A provider's widget draws the live chat when its script is configured; without one the site's own widget does. */
export const usesProviderWidget = (scriptUrl: string): boolean => scriptUrl !== '';
