let painted: Promise<void> | null = null;

/**
 * Resolves two animation frames after its first call, that is once the frame rendered just before it
 * has been painted: work nobody sees at first (the in-browser mock, closed dialogs) then neither
 * delays that paint nor competes with its downloads. Every later call gets the same promise.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  return painted;
}
