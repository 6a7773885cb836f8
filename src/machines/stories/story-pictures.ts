import { fromCallback, type EventObject } from 'xstate';
import { uploadPublicFile } from '../../api/site';
import { IMAGE_TYPES, MB } from '../../lib/validation';
import { STORY_COVER_MIN, STORY_IMAGE_MAX_MB, STORY_IMAGE_MIN, STORY_IMAGES_PER_INSERT } from '../../lib/story-rules';
import { fromAbortableCallback } from '../shared/abortable-callback';

/*
 * The story editor's pictures in and out: reading what the author chose (checked against the story's
 * picture rules, read as a data URL for preview and draft) and uploading the local ones on publish.
 * The editor's statechart only receives the events below.
 */

/** A picture the user chose: its data URL until it is uploaded, then the uploaded path. */
export interface StoryImage {
  url: string;
  width: number;
  height: number;
}

export type ImageRejection = 'type' | 'size' | 'tooSmall' | 'coverTooSmall' | 'tooMany' | 'unreadable';

export type PictureReadEvent =
  | { type: 'COVER.READ'; image: StoryImage }
  | { type: 'IMAGES.READ'; images: StoryImage[]; at?: number }
  | { type: 'IMAGES.REJECTED'; rejections: { name: string; reason: ImageRejection }[] };

export type PictureUploadEvent = { type: 'UPLOAD.ONE'; local: string; path: string } | { type: 'UPLOAD.DONE' } | { type: 'UPLOAD.FAILED' };

function fileExtension(mime: string): string {
  return mime === 'image/jpeg' ? 'jpg' : mime.replace('image/', '');
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function measure(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable'));
    image.src = url;
  });
}

/** Checks one chosen picture against the story image or cover rules, and reads it for preview and draft. */
async function inspectImage(file: File, purpose: 'cover' | 'image'): Promise<StoryImage | ImageRejection> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!['png', 'jpg', 'jpeg', 'gif'].includes(extension) || (file.type !== '' && !IMAGE_TYPES.includes(file.type))) return 'type';
  if (file.size >= STORY_IMAGE_MAX_MB * MB) return 'size';
  try {
    const url = await readAsDataUrl(file);
    const { width, height } = await measure(url);
    if (purpose === 'cover' && (width < STORY_COVER_MIN.width || height < STORY_COVER_MIN.height)) return 'coverTooSmall';
    if (purpose === 'image' && (width <= STORY_IMAGE_MIN.width || height <= STORY_IMAGE_MIN.height)) return 'tooSmall';
    return { url, width, height };
  } catch {
    return 'unreadable';
  }
}

async function dataUrlToFile(url: string, name: string): Promise<File> {
  const blob = await (await fetch(url)).blob();
  return new File([blob], `${name}.${fileExtension(blob.type)}`, { type: blob.type });
}

/** Reads the chosen pictures (a cover takes one, a text at most a handful) and sends back a PictureReadEvent: which were read, which refused and why. */
export const readPictures = fromCallback<EventObject, { files: File[]; purpose: 'cover' | 'image'; at?: number }>(({ sendBack, input }) => {
  const files = input.files.slice(0, input.purpose === 'cover' ? 1 : STORY_IMAGES_PER_INSERT);
  const tooMany = input.files.slice(files.length).map((f) => ({ name: f.name, reason: 'tooMany' as const }));
  void Promise.all(files.map((file) => inspectImage(file, input.purpose))).then((results) => {
    const images = results.filter((r): r is StoryImage => typeof r !== 'string');
    const rejections = [...results.flatMap((r, i) => (typeof r === 'string' ? [{ name: files[i].name, reason: r }] : [])), ...tooMany];
    if (rejections.length) sendBack({ type: 'IMAGES.REJECTED', rejections });
    if (images.length && input.purpose === 'cover') sendBack({ type: 'COVER.READ', image: images[0] });
    if (images.length && input.purpose === 'image') sendBack({ type: 'IMAGES.READ', images, at: input.at });
  });
});

/** Uploads the given local pictures one by one, saying each uploaded path, then done (or failed: the rest stay local for a retry). */
export const uploadPictures = fromAbortableCallback<PictureUploadEvent, { urls: string[] }>(({ sendBack, input, signal }) => {
  void (async () => {
    try {
      for (const [index, url] of input.urls.entries()) {
        const { filePath } = await uploadPublicFile(await dataUrlToFile(url, `story-${Date.now()}-${index}`), { signal });
        sendBack({ type: 'UPLOAD.ONE', local: url, path: filePath });
      }
      sendBack({ type: 'UPLOAD.DONE' });
    } catch {
      sendBack({ type: 'UPLOAD.FAILED' });
    }
  })();
});
