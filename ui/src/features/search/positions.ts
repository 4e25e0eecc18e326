/**
 * The job-position filter (spec section 5): ticking a position ticks all its descendants,
 * unticking removes them. Child positions are shown only when the position or its parent
 * is selected.
 *
 * The ticked set is kept "closed downwards" (a ticked position has all its descendants
 * ticked), so the server, which reads a position as covering its descendants, returns
 * exactly the ticked jobs:
 * - unticking a position also unticks its ancestors (they are no longer wholly selected);
 *   such an ancestor is shown half-ticked and still counts as selected for showing its
 *   children, so the position just unticked stays in view;
 * - ticking the last unticked child of a position ticks that position again.
 * The URL keeps only the roots of the ticked set (ticked positions whose parent is not).
 */

export interface PositionNode {
  id: number;
  iri: string;
  name: string;
  level: number;
  parentId: number | null;
  childIds: number[];
}

export interface PositionTree {
  nodes: Map<number, PositionNode>;
  /** Every position, parents before their children, in the server's order. */
  order: number[];
}

/** Last number of an IRI (`/api/job_positions/12` → 12). */
function iriId(iri: string): number {
  return Number(/(\d+)$/.exec(iri)?.[1] ?? NaN);
}

export function buildPositionTree(
  positions: { id: string; _id: number; name: string; level: number; parent: { id: string } | null; children: { id: string }[] }[],
): PositionTree {
  const nodes = new Map<number, PositionNode>();
  for (const position of positions) {
    nodes.set(position._id, {
      id: position._id,
      iri: position.id,
      name: position.name,
      level: position.level,
      parentId: position.parent ? iriId(position.parent.id) : null,
      childIds: position.children.map((child) => iriId(child.id)).filter((id) => !Number.isNaN(id)),
    });
  }
  // Parents first, children right after their parent (depth-first), whatever the server order.
  const order: number[] = [];
  const visit = (id: number) => {
    const node = nodes.get(id);
    if (!node || order.includes(id)) return;
    order.push(id);
    for (const child of node.childIds) visit(child);
  };
  for (const position of positions) {
    const node = nodes.get(position._id);
    if (node && (node.parentId === null || !nodes.has(node.parentId))) visit(node.id);
  }
  return { nodes, order };
}

export function descendantsOf(tree: PositionTree, id: number): number[] {
  const result: number[] = [];
  const stack = [...(tree.nodes.get(id)?.childIds ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (result.includes(next)) continue;
    result.push(next);
    stack.push(...(tree.nodes.get(next)?.childIds ?? []));
  }
  return result;
}

export function ancestorsOf(tree: PositionTree, id: number): number[] {
  const result: number[] = [];
  let parent = tree.nodes.get(id)?.parentId ?? null;
  while (parent !== null && !result.includes(parent)) {
    result.push(parent);
    parent = tree.nodes.get(parent)?.parentId ?? null;
  }
  return result;
}

/** The ticked set from the URL's roots: each root and all its descendants. */
export function expandPositions(tree: PositionTree, roots: number[]): Set<number> {
  const selected = new Set<number>();
  for (const root of roots) {
    selected.add(root);
    for (const id of descendantsOf(tree, root)) selected.add(id);
  }
  return selected;
}

/** Ticked positions whose parent is not ticked: what the URL keeps and the server receives. */
export function positionRoots(tree: PositionTree, selected: Set<number>): number[] {
  return [...selected]
    .filter((id) => {
      const parent = tree.nodes.get(id)?.parentId ?? null;
      return parent === null || !selected.has(parent);
    })
    .sort((a, b) => a - b);
}

export function togglePosition(tree: PositionTree, selected: Set<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) {
    for (const removed of [id, ...descendantsOf(tree, id), ...ancestorsOf(tree, id)]) next.delete(removed);
    return next;
  }
  for (const added of [id, ...descendantsOf(tree, id)]) next.add(added);
  for (const ancestor of ancestorsOf(tree, id)) {
    const children = tree.nodes.get(ancestor)?.childIds ?? [];
    if (children.length === 0 || !children.every((child) => next.has(child))) break;
    next.add(ancestor);
  }
  return next;
}

/** Ticked, or holding ticked descendants (shown half-ticked). */
function isTouched(tree: PositionTree, selected: Set<number>, id: number): boolean {
  return selected.has(id) || descendantsOf(tree, id).some((descendant) => selected.has(descendant));
}

export type TickState = 'checked' | 'indeterminate' | 'unchecked';

export function tickState(tree: PositionTree, selected: Set<number>, id: number): TickState {
  if (selected.has(id)) return 'checked';
  return isTouched(tree, selected, id) ? 'indeterminate' : 'unchecked';
}

/** Top-level positions always; a child when it or its parent is selected (or half-ticked). */
export function isPositionVisible(tree: PositionTree, selected: Set<number>, id: number): boolean {
  const node = tree.nodes.get(id);
  if (!node) return false;
  if (node.parentId === null || !tree.nodes.has(node.parentId)) return true;
  return isTouched(tree, selected, id) || isTouched(tree, selected, node.parentId);
}

/** The positions to show, in tree order, with their depth (0 for top-level ones). */
export function visiblePositions(tree: PositionTree, selected: Set<number>): { node: PositionNode; depth: number }[] {
  const shown: { node: PositionNode; depth: number }[] = [];
  for (const id of tree.order) {
    const node = tree.nodes.get(id) as PositionNode;
    if (!isPositionVisible(tree, selected, id)) continue;
    // A child is shown only under a shown parent.
    if (node.parentId !== null && tree.nodes.has(node.parentId) && !isPositionVisible(tree, selected, node.parentId)) continue;
    shown.push({ node, depth: ancestorsOf(tree, id).length });
  }
  return shown;
}
