import { memo } from 'react';

/**
 * One paragraph of a streamed reply, rendered as text nodes: "## " starts a heading, "- " a list item.
 * Only the paragraph being written re-renders while text streams in.
 */
export const Paragraph = memo(function Paragraph({ text }: { text: string }) {
  if (text.startsWith('## ')) return <h3 className="reply__heading">{text.slice(3)}</h3>;
  const lines = text.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    return (
      <ul className="reply__list">
        {lines.map((line, index) => <li key={index}>{line.slice(2)}</li>)}
      </ul>
    );
  }
  return <p className="reply__paragraph">{text}</p>;
});

/** Finished paragraphs: re-rendered only when another one finishes, never per chunk. */
export const SealedParagraphs = memo(function SealedParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((text, index) => <Paragraph key={index} text={text} />);
});
