/** A GET's answer, kept to be answered again. */
interface Answer {
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: ArrayBuffer;
}

/** Statuses whose Response must have no body (the Fetch standard refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

const urlOf = (input: Parameters<typeof fetch>[0]) => (input instanceof Request ? input.url : String(input));

/**
 * A server render's fetch that asks for each GET URL once: a second GET of it (in flight or answered) gets the
 * same answer. One render shows the site at one moment, and two parts of it may read the same thing through
 * different stores: a member's betting settings (`Kbet.ready()`) and the layout's site settings are both
 * GET /setting/user. Other methods pass through.
 * @example const fetch = sharedReads(request.fetch);
 */
export function sharedReads(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  const answers = new Map<string, Promise<Answer>>();
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method.toUpperCase() !== 'GET') return fetch(input, init);
    const url = urlOf(input);
    let answer = answers.get(url);
    if (!answer) {
      answer = fetch(input, init).then(async (response) => ({
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }));
      answers.set(url, answer);
    }
    const { status, headers, body } = await answer;
    return new Response(NULL_BODY.has(status) ? null : body.slice(0), { status, headers });
  };
}
