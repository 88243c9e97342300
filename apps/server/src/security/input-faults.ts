/** What is wrong with a request input, and where ("remark", "menus.2"; '' for the whole). */
export interface InputFault {
  field: string;
  /** Text holding a NUL character, or structure nested deeper than allowed. */
  kind: 'nul' | 'depth';
}

/**
 * The first fault of an input: text with NUL, which PostgreSQL cannot store and no field of ours
 * has a use for, or nesting deeper than `maxDepth` levels, which no body of ours has and which
 * recursive code (JSON.stringify) cannot walk. Walks with its own stack, so depth costs nothing.
 */
export function inputFault(input: unknown, maxDepth = Infinity): InputFault | null {
  // Each entry links to its parent, so a deep body costs no copying of paths.
  type Node = { value: unknown; key: string; parent: Node | null; depth: number };
  const pathOf = (node: Node | null): string => {
    const keys: string[] = [];
    for (let at = node; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Node[] = [{ value: input, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: pathOf(node), kind: 'nul' };
    } else if (value !== null && typeof value === 'object') {
      if (node.depth >= maxDepth) return { field: pathOf(node), kind: 'depth' };
      for (const [key, child] of Object.entries(value)) {
        // A key with NUL names no field of ours; report the object that holds it.
        if (key.includes('\u0000')) return { field: pathOf(node), kind: 'nul' };
        stack.push({ value: child, key, parent: node, depth: node.depth + 1 });
      }
    }
  }
  return null;
}

/** Where text in `input` holds a NUL character, or null: for bodies parsed by their own route. */
export function nulField(input: unknown): string | null {
  return inputFault(input)?.field ?? null;
}
