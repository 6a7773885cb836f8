import { Observable } from 'rxjs';
import type { RequestOf, StreamEndpointName } from './contract';
import { config } from '../config';
import { AnswerShapeError, ApiError, contractChecker, http, rejectEnvelope, rejectNetwork, requestInit, timeLimit } from './client';
import { SseParser } from './sse';
import type { StreamEvent } from './types/planner';

/**
 * A streaming call as an Observable of typed events. Unsubscribing aborts the request, which the
 * server sees as a closed connection. An `error` event from the server errors the Observable with an ApiError.
 * A stream may run for minutes, so its time limit is a quiet period: every chunk starts the clock again.
 */
function streamCall<N extends StreamEndpointName>(name: N, payload: RequestOf<N>): Observable<StreamEvent> {
  return new Observable<StreamEvent>((subscriber) => {
    const controller = new AbortController();
    const quiet = timeLimit(config.streamQuietTimeoutMs, controller.signal);
    const { url, ...init } = requestInit(name, payload);

    async function run(): Promise<void> {
      const [check, response] = await Promise.all([
        contractChecker(name, (schemas) => schemas.streamEventSchema),
        http.raw(url, { ...init, signal: quiet.signal, responseType: 'stream' }),
      ]);
      quiet.restart();
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream')) {
        const body = JSON.parse(await new Response(response._data as ReadableStream<Uint8Array>).text()) as {
          code?: number;
          msg?: string;
        };
        throw rejectEnvelope(name, body.code ?? response.status, body.msg ?? response.statusText, false);
      }
      const reader = (response._data as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        quiet.restart();
        for (const received of parser.push(decoder.decode(value, { stream: true }))) {
          const event = check(received);
          if (event.type === 'error') throw rejectEnvelope(name, event.code, event.msg, true);
          subscriber.next(event);
        }
      }
      subscriber.complete();
    }

    run()
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        subscriber.error(error instanceof ApiError || error instanceof AnswerShapeError ? error : rejectNetwork(name, error, true, quiet.expired() ? 'timeout' : undefined));
      })
      .finally(() => quiet.clear());
    return () => controller.abort();
  });
}

export type StreamFunction<N extends StreamEndpointName> = ((payload: RequestOf<N>) => Observable<StreamEvent>) & {
  readonly endpoint: N;
};

/** The typed function for one streaming endpoint; `endpoint` lets the contract test find it. */
export function streamable<N extends StreamEndpointName>(name: N): StreamFunction<N> {
  return Object.assign((payload: RequestOf<N>) => streamCall(name, payload), { endpoint: name });
}
