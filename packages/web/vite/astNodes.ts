/** A node of the ESTree that Vite's `parseAst` answers: what the build's source transforms read. */
export interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

export const isAstNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** `node`'s direct children, in source order. */
export function childNodes(node: AstNode): AstNode[] {
  const children: AstNode[] = [];
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isAstNode(child)) children.push(child);
  }
  return children;
}

/**
 * Every node under `root`, depth first in source order, leaving out the subtrees `skip` names. An explicit stack
 * rather than recursion, as every walk in the house is, so a deeply nested expression cannot exhaust the call
 * stack.
 * @example [...nodesOf(program)].filter((node) => node.type === 'CallExpression')
 */
export function* nodesOf(root: AstNode, skip?: (node: AstNode) => boolean): Generator<AstNode> {
  const stack: AstNode[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    yield node;
    // Pushed last to first, so the first child is taken next.
    for (const child of childNodes(node).reverse()) if (!skip?.(child)) stack.push(child);
  }
}
