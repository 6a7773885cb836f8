let painted: Promise<void> | null = null;

function paintsAreObservable(): boolean {
  return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
}

/** Two animation frames: the frame rendered just before the call has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** How long after the frame that showed a picture its largest-paint report may still come (it carries the frame's presentation time). */
const PAINT_REPORT_GRACE_MS = 100;

/**
 * Resolves once the picture at `url` has been painted: when the browser reports it as the largest paint, or
 * a moment after the frame after a picture showing it loaded (a picture that is not the largest is never
 * reported), or after `waitAtMostMs`, whichever comes first.
 */
export function afterPictureShown(url: string, waitAtMostMs: number): Promise<void> {
  const shows = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc === url;
  const reportsLargest = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  return new Promise((resolve) => {
    const painted = () => void nextPaint().then(() => setTimeout(done, PAINT_REPORT_GRACE_MS));
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement && shows(event.target)) painted();
    };
    const largest = reportsLargest
      ? new PerformanceObserver((entries) => {
          if (entries.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url === url)) done();
        })
      : null;
    const timer = setTimeout(done, waitAtMostMs);
    function done() {
      document.removeEventListener('load', onLoad, true);
      largest?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    // a picture's load event does not bubble, but the document sees it on its way down
    document.addEventListener('load', onLoad, true);
    largest?.observe({ type: 'largest-contentful-paint', buffered: true });
    if ([...document.images].some(shows)) painted();
  });
}

/**
 * Resolves once the page has painted its first text or picture (the shell, after its strings and its
 * first render); where the browser does not report that paint, two frames after the first call. Work
 * nobody sees at first (the in-browser mock, closed dialogs) then neither delays that paint nor
 * competes with its downloads: an empty frame painted before the first render would let it start too
 * early. Every later call gets the same promise.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= paintsAreObservable()
    ? new Promise((resolve) => {
        const observer = new PerformanceObserver((entries) => {
          if (!entries.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: 'paint', buffered: true });
      })
    : nextPaint();
  return painted;
}

let firstScreenData: () => Promise<unknown> = () => Promise.resolve();

/** What the first screen waits for after its first paint: its calls answered (and the in-browser mock that answers them started). */
export function firstScreenWaitsFor(data: () => Promise<unknown>): void {
  firstScreenData = data;
}

/** The longest the first screen's pictures are waited for: a picture that never arrives must not keep the rest away. */
const PICTURES_WAIT_MS = 3000;

/** The pictures the page is loading now (not those that wait, lazily, to be scrolled to): the first screen's covers. */
function picturesShown(): Promise<void> {
  const loading = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
  const loaded = loading.map((image) => new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  }));
  return Promise.race([Promise.all(loaded).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
}

function idle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 500 }) : setTimeout(resolve, 0)));
}

/** A press or a key anywhere: the visitor may be about to open something, so what is closed loads at once. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const done = () => {
      events.forEach((type) => window.removeEventListener(type, done, true));
      resolve();
    };
    events.forEach((type) => window.addEventListener(type, done, true));
  });
}

let arrived: Promise<void> | null = null;

/**
 * Once the first screen is complete (painted, its calls answered, its pictures loaded, the page idle), or
 * at the visitor's first press or key: for code nobody sees on arrival (closed dialogs, the mock panel's
 * opener), so its downloads and evaluation do not compete with the first screen's data, pictures and
 * render on a phone. It still comes if the first screen's calls fail.
 */
export function afterArrival(): Promise<void> {
  arrived ??= Promise.race([
    afterFirstPaint()
      .then(() => firstScreenData())
      .then(picturesShown, picturesShown)
      .then(idle),
    firstInteraction(),
  ]);
  // each caller goes on in a task of its own: what waits for the arrival (downloads, strings, actors) would
  // otherwise run in one long task on a phone
  return arrived.then(nextTask);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
