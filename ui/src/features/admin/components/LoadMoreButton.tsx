import Button from '@mui/material/Button';
import { ADMIN_MESSAGES } from '../messages';

/** The part of a paged query the button needs (TanStack Query's infinite query). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** « Afficher plus » under a back-office list, while the list has another page. */
export function LoadMoreButton({ list }: { list: Pages }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      sx={{ mt: 2 }}
      variant="outlined"
      color="secondary"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {ADMIN_MESSAGES.loadMore}
    </Button>
  );
}
