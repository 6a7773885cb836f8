import type { StreamEvent } from './types/planner';

/** One text/event-stream frame per event; the mock writes with this, the client reads with SseParser. */
export function encodeSse(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Incremental text/event-stream parser. Keeps only the unfinished tail between chunks, so the work per
 * chunk is proportional to the chunk, not to everything received so far.
 */
export class SseParser {
  private tail = '';

  push(chunk: string): StreamEvent[] {
    const text = (this.tail + chunk).replace(/\r\n?/g, '\n');
    const frames = text.split('\n\n');
    this.tail = frames.pop() ?? '';
    const events: StreamEvent[] = [];
    for (const frame of frames) {
      const event = parseFrame(frame);
      if (event) events.push(event);
    }
    return events;
  }
}

function parseFrame(frame: string): StreamEvent | null {
  const data = frame
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
    .join('\n');
  if (!data) return null;
  try {
    return JSON.parse(data) as StreamEvent;
  } catch {
    return null;
  }
}
