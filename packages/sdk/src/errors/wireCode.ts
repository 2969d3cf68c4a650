/** The server's own error code when it sends one, else `HTTP_<status>`. */
export function wireCode(status: number, data: unknown): string {
  if (typeof data === 'object' && data !== null && 'code' in data) {
    const { code } = data;
    if (typeof code === 'string' && code !== '') return code;
  }
  return `HTTP_${status}`;
}
