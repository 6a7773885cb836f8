/** Copies text with the Clipboard API, falling back to a hidden textarea and execCommand; rejects when both fail. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // denied or unavailable: the selection fallback below still works on most browsers
  }
  if (!copyThroughSelection(text)) throw new Error('The clipboard refused the text');
}

function copyThroughSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
