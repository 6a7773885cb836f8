/** The text a form holds under `name`: '' when there is no such field or it holds a file. */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
