import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { POSTS_MESSAGES } from '../messages';

const M = POSTS_MESSAGES.detail;

/** Frame of a post (`/tendance-rh/:postId/:postSlug`); the back button returns to the previous page. */
export function PostPage() {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/tendance-rh'));
  return (
    <Page
      meta={M.meta}
      eyebrow={M.eyebrow}
      title={M.title}
      maxWidth="md"
      actions={
        <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} onClick={back}>
          {M.back}
        </Button>
      }
    >
      <UpcomingNotice />
    </Page>
  );
}
