const CHARACTERS_PER_PIECE = 8;

/** Words, with runs of text written without spaces (Chinese, Japanese) cut into short pieces of characters. */
function words(text: string): string[] {
  return (text.match(/\S+\s*|\s+/g) ?? []).flatMap((word) => {
    const characters = Array.from(word);
    if (characters.length <= CHARACTERS_PER_PIECE * 2) return [word];
    const chunks: string[] = [];
    for (let i = 0; i < characters.length; i += CHARACTERS_PER_PIECE) chunks.push(characters.slice(i, i + CHARACTERS_PER_PIECE).join(''));
    return chunks;
  });
}

/** Splits text into streamable pieces of a few words, keeping every character, so the pieces join back to the text. */
export function toPieces(text: string, wordsPerPiece = 3): string[] {
  const all = words(text);
  const pieces: string[] = [];
  for (let i = 0; i < all.length; i += wordsPerPiece) pieces.push(all.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
