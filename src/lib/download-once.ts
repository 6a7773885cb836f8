/** Code (or data) fetched at most once at a time: later calls share the download, and a failed one may be tried again. */
export interface OnceDownload<T> {
  load: () => Promise<T>;
  /** what has arrived, so a render that needs it can show it at once */
  loaded: () => T | null;
  /** what arrived another way (a screen's own code held it): nothing more is downloaded */
  offer: (value: T) => void;
}

export function downloadOnce<T>(download: () => Promise<T>): OnceDownload<T> {
  let arrived: T | null = null;
  let downloading: Promise<T> | undefined;
  return {
    load: () =>
      (downloading ??= download().then(
        (value) => (arrived = value),
        (error: unknown) => {
          downloading = undefined;
          throw error;
        },
      )),
    loaded: () => arrived,
    offer: (value) => {
      arrived ??= value;
      downloading ??= Promise.resolve(value);
    },
  };
}
