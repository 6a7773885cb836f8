import type { TrailBlock } from '../api/types/stories';

/** Story rules shared by the editor and the mock backend (see docs/decisions.md). */
export const STORY_TITLE_MAX = 100;
/** the stricter of the spec's two readings (50 vs 400) */
export const STORY_HEADING_MAX = 50;
const STORY_IMAGES_MAX = 100;
export const STORY_IMAGES_PER_INSERT = 100;
export const STORY_IMAGE_MAX_MB = 30;
/** inserted images must be larger than this */
export const STORY_IMAGE_MIN = { width: 100, height: 50 } as const;
/** the spec's Chinese cover rule: at least 1350x480 */
export const STORY_COVER_MIN = { width: 1350, height: 480 } as const;

export type StoryProblem = 'coverRequired' | 'titleRequired' | 'titleTooLong' | 'contentRequired' | 'headingTooLong' | 'tooManyImages';

export interface StoryFields {
  cover: string;
  title: string;
  content: TrailBlock[];
}

function hasSubstance(block: TrailBlock): boolean {
  return block.type === 'image' || block.text.trim() !== '';
}

/** Every rule a story breaks, in the order the editor shows them. */
export function storyProblems(story: StoryFields): StoryProblem[] {
  const problems: StoryProblem[] = [];
  if (!story.cover) problems.push('coverRequired');
  const title = story.title.trim();
  if (!title) problems.push('titleRequired');
  else if (title.length > STORY_TITLE_MAX) problems.push('titleTooLong');
  if (!story.content.some(hasSubstance)) problems.push('contentRequired');
  if (story.content.some((b) => b.type === 'heading' && b.text.trim().length > STORY_HEADING_MAX)) problems.push('headingTooLong');
  if (story.content.filter((b) => b.type === 'image').length > STORY_IMAGES_MAX) problems.push('tooManyImages');
  return problems;
}

/** Turns pasted plain text into paragraphs: blank lines separate them, single line breaks stay inside one. */
export function paragraphsFromText(text: string): TrailBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ type: 'text', text: part }));
}

/** The first words of a story, for cards and previews. */
export function storyExcerpt(content: TrailBlock[], max = 160): string {
  const text = content
    .filter((b) => b.type === 'text')
    .map((b) => b.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
