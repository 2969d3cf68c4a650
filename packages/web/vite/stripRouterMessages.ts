import { parseAst } from 'vite';
import { type AstNode, isAstNode, nodesOf } from './astNodes';

/**
 * react-router's calls whose argument at the given index is a message for the developer: its invariants (thrown)
 * and warnings (console.warn), with the index of that message.
 */
const MESSAGE_ARGUMENT: Readonly<Record<string, number>> = {
  invariant: 1,
  invariant2: 1,
  warning: 1,
  warningOnce: 2,
};

/** What each message becomes: one short text, repeated, which compresses to a few bytes a call. */
export const STRIPPED_MESSAGE = '"react-router (see its development build)"';

/**
 * react-router's production build with the message of each invariant and warning replaced by STRIPPED_MESSAGE.
 * The conditions stay, so an invariant still throws and a warning still warns where they did; only the text, which
 * names the misuse for the developer (react-router's development build and the server rendering, which runs Node's
 * copy, keep it), is gone from the browser's first JavaScript: about 1.4 KB gzip of every route's. A message's
 * template may call helpers (`JSON.stringify`, react-router's own message builders), which only build text. A
 * react-router whose build renamed these functions is left as it is, and the web bench's JS_BUDGET then fails.
 * @example stripRouterMessages('invariant(x, `No ${y}`);') // 'invariant(x, "react-router (see …)");'
 */
export function stripRouterMessages(code: string): string {
  const program: unknown = parseAst(code);
  if (!isAstNode(program)) return code;
  const messages = new Set<AstNode>();
  // A message's own calls go with it: its subtree is not walked, so no edit falls inside another.
  for (const node of nodesOf(program, (child) => messages.has(child))) {
    const callee = node.type === 'CallExpression' && isAstNode(node.callee) ? node.callee : undefined;
    const index = callee?.type === 'Identifier' ? MESSAGE_ARGUMENT[String(callee.name)] : undefined;
    const message = index !== undefined && Array.isArray(node.arguments) ? node.arguments[index] : undefined;
    if (isAstNode(message)) messages.add(message);
  }
  const edits = [...messages].map((message) => [message.start, message.end] as const);
  let stripped = code;
  for (const [start, end] of edits.sort((a, b) => b[0] - a[0])) {
    stripped = stripped.slice(0, start) + STRIPPED_MESSAGE + stripped.slice(end);
  }
  return stripped;
}
