/**
 * The message a failed response carries for the member, or undefined: a text body, or a JSON body's
 * `message` (a string, or a list of strings joined by line breaks). HTML bodies (proxy error pages) and
 * blank text count as none.
 * @example serverMessage({ message: '잔액이 부족합니다.' }) // '잔액이 부족합니다.'
 */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return readable(data);
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  if (typeof message === 'string') return readable(message);
  if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === 'string')) {
    return readable(message.join('\n'));
  }
  return undefined;
}

function readable(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.startsWith('<') ? undefined : trimmed;
}
