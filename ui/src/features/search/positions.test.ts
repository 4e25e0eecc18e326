import { describe, expect, it } from 'vitest';
import {
  buildPositionTree,
  expandPositions,
  isPositionVisible,
  positionRoots,
  tickState,
  togglePosition,
  visiblePositions,
} from './positions';

/** A piece of the real tree: Métiers d'art (12) > Ébénisterie (13) > Ébéniste (14), Marqueteur (15); Tapisserie (18) > Tapissier (19). Design (37) alone. */
const node = (id: number, name: string, level: number, parent: number | null, children: number[]) => ({
  id: `/api/job_positions/${id}`,
  _id: id,
  name,
  level,
  parent: parent === null ? null : { id: `/api/job_positions/${parent}` },
  children: children.map((child) => ({ id: `/api/job_positions/${child}` })),
});
const tree = buildPositionTree([
  node(12, "Métiers d'art", 1, null, [13, 18]),
  node(13, 'Ébénisterie et mobilier', 2, 12, [14, 15]),
  node(14, 'Ébéniste', 3, 13, []),
  node(15, 'Marqueteur', 3, 13, []),
  node(18, "Tapisserie d'ameublement", 2, 12, [19]),
  node(19, 'Tapissier', 3, 18, []),
  node(37, 'Design', 1, null, []),
]);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
const shown = (selected: Set<number>) =>
  visiblePositions(tree, selected).map(({ node: position, depth }) => `${'-'.repeat(depth)}${position.id}`);

describe('job-position filter', () => {
  it('ticking a position ticks all its descendants', () => {
    expect(sorted(togglePosition(tree, new Set(), 12))).toEqual([12, 13, 14, 15, 18, 19]);
    expect(sorted(togglePosition(tree, new Set(), 13))).toEqual([13, 14, 15]);
  });

  it('unticking removes the descendants (and the ancestors, no longer wholly ticked)', () => {
    const all = togglePosition(tree, new Set(), 12);
    const withoutEbenisterie = togglePosition(tree, all, 13);
    expect(sorted(withoutEbenisterie)).toEqual([18, 19]);
    expect(tickState(tree, withoutEbenisterie, 12)).toBe('indeterminate');
    expect(tickState(tree, withoutEbenisterie, 13)).toBe('unchecked');
    expect(sorted(togglePosition(tree, all, 12))).toEqual([]);
  });

  it('ticking the last unticked child ticks the parent again', () => {
    const all = togglePosition(tree, new Set(), 12);
    const withoutEbeniste = togglePosition(tree, all, 14);
    expect(sorted(withoutEbeniste)).toEqual([15, 18, 19]);
    expect(sorted(togglePosition(tree, withoutEbeniste, 14))).toEqual(sorted(all));
  });

  it('the URL keeps the roots only, and reading them back gives the same ticks', () => {
    const all = togglePosition(tree, new Set(), 12);
    expect(positionRoots(tree, all)).toEqual([12]);
    const partial = togglePosition(tree, all, 14);
    expect(positionRoots(tree, partial)).toEqual([15, 18]);
    expect(sorted(expandPositions(tree, positionRoots(tree, partial)))).toEqual(sorted(partial));
  });

  it('shows child positions only when the position or its parent is selected', () => {
    expect(shown(new Set())).toEqual(['12', '37']);
    const family = togglePosition(tree, new Set(), 12);
    expect(shown(family)).toEqual(['12', '-13', '--14', '--15', '-18', '--19', '37']);
    // Unticking a group keeps it in view (its parent is partly ticked) but hides its jobs.
    const withoutEbenisterie = togglePosition(tree, family, 13);
    expect(shown(withoutEbenisterie)).toEqual(['12', '-13', '-18', '--19', '37']);
    expect(isPositionVisible(tree, withoutEbenisterie, 14)).toBe(false);
    // A single job ticked (e.g. from a shared URL) is shown with its group and family.
    expect(shown(expandPositions(tree, [14]))).toEqual(['12', '-13', '--14', '--15', '-18', '37']);
  });
});
