import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTE_MESSAGES } from './messages';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10 }}>
      <Typography variant="h1" sx={{ fontSize: '2.2rem' }}>
        {ROUTE_MESSAGES.errorTitle}
      </Typography>
      <Typography sx={{ mt: 2 }}>{ROUTE_MESSAGES.errorText}</Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      )}
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {ROUTE_MESSAGES.reload}
        </Button>
        <Button variant="outlined" color="secondary" href="/">
          {ROUTE_MESSAGES.home}
        </Button>
      </Box>
    </Container>
  );
}
