import type { TrailBlock } from '../../../api/types/stories';
import { mediaUrl } from '../../../lib/media';

/**
 * A story's content as React elements: every text is rendered as text, so markup typed into a story
 * (script tags, event handlers, javascript: links) shows as harmless characters.
 */
export function StoryBody({ blocks, headingLevel = 2 }: { blocks: TrailBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="story-body">
      {blocks.map((block, index) => {
        if (block.type === 'heading') return <Heading key={index} className="story-body__heading">{block.text}</Heading>;
        if (block.type === 'text') return <p key={index} className="story-body__text">{block.text}</p>;
        return (
          <figure key={index} className="story-body__figure">
            <img src={mediaUrl(block.url)} alt={block.caption ?? ''} width={block.width || undefined} height={block.height || undefined} loading="lazy" />
            {block.caption ? <figcaption>{block.caption}</figcaption> : null}
          </figure>
        );
      })}
    </div>
  );
}
