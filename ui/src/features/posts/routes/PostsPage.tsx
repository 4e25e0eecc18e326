import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { POSTS_MESSAGES } from '../messages';

const M = POSTS_MESSAGES.list;

/** Frame of the posts list. */
export function PostsPage() {
  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro}>
      <UpcomingNotice />
    </Page>
  );
}
