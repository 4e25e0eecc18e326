/**
 * The back-office (`/admin/*`): its own chunk, its own routes built from `sections.tsx`. It
 * is never indexed (a `noindex` robots meta while it is shown, besides the server's head),
 * and it asks the server first: anyone the server does not take for staff (a stale session
 * role) is sent where an unknown path leads.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SectionLoadError } from '../../../components/dashboard/LoadState';
import { failureOf, hasErrorCode } from '../../../lib/failure';
import { usePageMeta } from '../../../lib/head';
import { h1Sx, palette } from '../../../lib/theme';
import { useAdminAccess } from '../api/access';
import { AdminNav } from '../components/AdminNav';
import { ADMIN_MESSAGES as M } from '../messages';
import { ADMIN_SECTIONS } from '../sections';

/** `<meta name="robots" content="noindex">` while the back-office is shown. */
function useNoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return () => {
      if (!meta) return;
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}

export function AdminApp() {
  usePageMeta(M.meta);
  useNoIndex();
  return <AdminGate />;
}

function AdminGate() {
  const access = useAdminAccess();
  if (access.status === 'pending') return <LinearProgress aria-label={M.checking} />;
  if (access.status === 'error') {
    if (hasErrorCode(access.error, 'NOT_FOUND')) return <Navigate to="/" replace />;
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <SectionLoadError message={failureOf(access.error).message} onRetry={() => void access.refetch()} />
      </Container>
    );
  }
  return <AdminLayout />;
}

function AdminLayout() {
  const [first] = ADMIN_SECTIONS;
  return (
    <>
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p">
            {M.overline}
          </Typography>
          <Typography variant="h1" sx={h1Sx}>
            {M.title}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}>
          <Box component="aside" sx={{ alignSelf: 'start', minWidth: 0 }}>
            <AdminNav sections={ADMIN_SECTIONS} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Suspense fallback={<LinearProgress />}>
              <Routes>
                <Route index element={<Navigate to={first.path} replace />} />
                {ADMIN_SECTIONS.map(({ path, Page }) => (
                  <Route key={path} path={`${path}/*`} element={<Page />} />
                ))}
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </Suspense>
          </Box>
        </Box>
      </Container>
    </>
  );
}
