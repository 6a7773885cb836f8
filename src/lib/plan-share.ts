import * as v from 'valibot';
import type { Itinerary } from '../api/types/planner';

/**
 * A plan carried in a link: JSON, deflated, then base64url, so the link works with any server (the mock or a
 * real one) and opens without an account. Decoding validates the shape; anything else is a broken link.
 */

const activity = v.object({
  slot: v.picklist(['morning', 'afternoon', 'evening']),
  sightId: v.nullable(v.string()),
  title: v.string(),
  hours: v.number(),
  note: v.string(),
  costCny: v.number(),
});

const day = v.object({
  day: v.pipe(v.number(), v.integer(), v.minValue(1)),
  date: v.nullable(v.string()),
  city: v.string(),
  citySlug: v.string(),
  transfer: v.nullable(v.object({
    from: v.string(), to: v.string(), mode: v.picklist(['high-speed rail', 'flight', 'bus']), hours: v.number(), priceCny: v.number(), note: v.string(),
  })),
  activities: v.array(activity),
  stay: v.object({ area: v.string(), note: v.string(), priceCny: v.number() }),
  food: v.array(v.string()),
  costCny: v.number(),
});

const itinerary = v.object({
  id: v.string(),
  title: v.string(),
  departure: v.string(),
  destinations: v.array(v.string()),
  startDate: v.nullable(v.string()),
  travellers: v.object({ adults: v.number(), children: v.number(), elders: v.number() }),
  days: v.pipe(v.array(day), v.minLength(1), v.maxLength(60)),
  budget: v.object({
    perPersonCny: v.number(), limitCny: v.number(), transportCny: v.number(), stayCny: v.number(), ticketsCny: v.number(), foodCny: v.number(),
  }),
  notes: v.array(v.string()),
  createTime: v.string(),
  requirements: v.optional(v.string()),
  budgetId: v.optional(v.number()),
});

/** Links longer than this are refused when decoding: no plan needs it, and it bounds the work. */
const MAX_ENCODED_LENGTH = 200_000;

async function pipeBytes(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

export async function encodePlan(plan: Itinerary): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(plan));
  return toBase64Url(await pipeBytes(json, new CompressionStream('deflate-raw')));
}

/** The plan in a share link, or null when the link is damaged, truncated or not a plan. */
export async function decodePlan(encoded: string): Promise<Itinerary | null> {
  if (!encoded || encoded.length > MAX_ENCODED_LENGTH || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const json = new TextDecoder().decode(await pipeBytes(fromBase64Url(encoded), new DecompressionStream('deflate-raw')));
    const parsed = v.safeParse(itinerary, JSON.parse(json));
    return parsed.success ? (parsed.output) : null;
  } catch {
    return null;
  }
}

/** The path of the read-only page; the plan goes in the hash so it never reaches a server log. */
const SHARE_PATH = '/sharedPlan';
export const shareUrl = (origin: string, encoded: string): string => `${origin}${SHARE_PATH}#plan=${encoded}`;
export const encodedFromHash = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('plan') ?? '';
