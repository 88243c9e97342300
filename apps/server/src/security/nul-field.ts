/**
 * The first place in a request input where text holds a NUL character, as a field path
 * ("remark", "menus.2"), or null when there is none. PostgreSQL cannot store NUL in text and
 * no field of ours has a use for it. Walks with its own stack: a body may nest deeply.
 */
export function nulField(input: unknown): string | null {
  // Each entry links to its parent, so a deep body costs no copying of paths.
  type Node = { value: unknown; key: string; parent: Node | null };
  const pathOf = (node: Node | null): string => {
    const keys: string[] = [];
    for (let at = node; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Node[] = [{ value: input, key: '', parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(node);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // A key with NUL names no field of ours; report the object that holds it.
        if (key.includes('\u0000')) return pathOf(node);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}
