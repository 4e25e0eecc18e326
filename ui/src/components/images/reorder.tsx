/**
 * Reordering a list the server numbers (book projects and images, a company's works): by drag
 * and drop, or by « Monter » / « Descendre », the keyboard's way. The server moves an item one
 * place at a time under a lock, so a drop far away is that many steps.
 */
import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { failureOf } from '../../lib/failure';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { IMAGE_MESSAGES as M } from './messages';

export type Direction = 'UP' | 'DOWN';

/** Dragging a card onto another of its list moves it there. */
export type CardDrag = {
  /** Which list the card is of: a drop from another list (an image on its project) is not its. */
  list: string;
  index: number;
  dragging: boolean;
  onDragStart: () => void;
  /** `from`: the dragged card's index, as the drag carried it. */
  onDrop: (from: number) => void;
};

/** What a drag carries: `<list>|<index>`, read back on the drop. */
const DRAGGED = 'application/x-ensemblier-reorder';

export function useReorder<T>(
  items: T[],
  {
    step,
    after,
    name,
    onError,
  }: {
    step: (item: T, direction: Direction) => Promise<unknown>;
    /** What to reload once the item has reached its place (when the steps do not). */
    after?: () => Promise<unknown>;
    name: (item: T) => string;
    onError: (message: string) => void;
  },
) {
  const list = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const [status, setStatus] = useState('');
  const moveTo = async (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || from === to || to < 0 || to >= items.length) return;
    setMoving(true);
    try {
      for (let done = 0; done < Math.abs(to - from); done += 1) await step(item, to < from ? 'UP' : 'DOWN');
      await after?.();
      setStatus(`${name(item)} : ${to + 1} / ${items.length}`);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) onError(failure.message);
    } finally {
      setMoving(false);
    }
  };
  return {
    moving,
    status,
    move: (index: number, direction: Direction) => moveTo(index, direction === 'UP' ? index - 1 : index + 1),
    drag: (index: number): CardDrag => ({
      list,
      index,
      dragging: dragged === index,
      onDragStart: () => setDragged(index),
      onDrop: (from) => {
        setDragged(null);
        void moveTo(from, index);
      },
    }),
  };
}

/** The props that make a list item draggable onto its siblings (inside a draggable item too). */
export function dragProps(drag: CardDrag) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAGGED, `${drag.list}|${drag.index}`);
      drag.onDragStart();
    },
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      const [list, from] = event.dataTransfer.getData(DRAGGED).split('|');
      if (list !== drag.list) return;
      event.preventDefault();
      event.stopPropagation();
      drag.onDrop(Number(from));
    },
  };
}

export const dragSx = (drag: CardDrag) => ({ opacity: drag.dragging ? 0.5 : 1, cursor: 'grab' });

/** Says where a moved item now stands, to a screen reader. */
export function ReorderStatus({ status }: { status: string }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {status}
    </Box>
  );
}

/** The « Monter » / « Descendre » pair (names say what moves). */
export function MoveButtons({
  what,
  first,
  last,
  onMove,
}: {
  what: string;
  first: boolean;
  last: boolean;
  onMove: (direction: Direction) => void;
}) {
  return (
    <>
      <Button size="small" aria-label={M.moveUp(what)} disabled={first} onClick={() => onMove('UP')}>
        {M.up}
      </Button>
      <Button size="small" aria-label={M.moveDown(what)} disabled={last} onClick={() => onMove('DOWN')}>
        {M.down}
      </Button>
    </>
  );
}
