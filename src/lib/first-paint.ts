let painted: Promise<void> | null = null;

function paintsAreObservable(): boolean {
  return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
}

/** Two animation frames: the frame rendered just before the call has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
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

let firstScreenNeeds: Promise<unknown> = Promise.resolve();

/** What the first screen waits for besides its own code (the in-browser mock, which answers its calls). */
export function firstScreenWaitsFor(work: Promise<unknown>): void {
  firstScreenNeeds = work;
}

/**
 * After the first paint and what the first screen waits for: for code nobody sees on arrival (closed
 * dialogs, the mock panel), so its downloads and evaluation do not hold up the first screen's data and
 * pictures. It still loads if that work fails.
 */
export function afterArrival(): Promise<void> {
  return afterFirstPaint()
    .then(() => firstScreenNeeds)
    .then(() => undefined, () => undefined);
}
