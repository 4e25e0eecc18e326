/** /admin/journal: the audit log, newest first, searchable, page after page. */
import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { graphqlRequest } from '../../../lib/graphql';
import { AuditLogQuery } from '../api/audit';
import { AdminPage } from '../components/AdminPage';
import { AuditEntryCard } from '../components/AuditEntryCard';
import { ADMIN_MESSAGES } from '../messages';
import { LoadMoreButton } from '../components/LoadMoreButton';

const M = ADMIN_MESSAGES.audit;
const PAGE = 30;

export function AuditLogPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const log = useInfiniteQuery({
    queryKey: ['AuditLog', search],
    queryFn: ({ pageParam }) => graphqlRequest(AuditLogQuery, { first: PAGE, after: pageParam, search: search || null }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.admin.auditLog.pageInfo.hasNextPage ? (last.admin.auditLog.pageInfo.endCursor ?? null) : null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const entries =
    log.data?.pages.flatMap((page) => page.admin.auditLog.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  const total = log.data?.pages[0]?.admin.auditLog.totalCount ?? 0;
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <TextField
          label={M.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button type="submit" variant="outlined" color="secondary">
          {M.searchButton}
        </Button>
      </Box>
      {log.status === 'pending' && <SectionLoading />}
      {log.status === 'error' && <SectionLoadError message={failureOf(log.error).message} onRetry={() => void log.refetch()} />}
      {log.status === 'success' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(total)}
          </Typography>
          {entries.length === 0 ? (
            <Typography>{M.empty}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {entries.map((entry) => (
                <AuditEntryCard key={entry.id} entry={{ ...entry, at: String(entry.at) }} />
              ))}
            </Box>
          )}
          <LoadMoreButton list={log} />
        </>
      )}
    </AdminPage>
  );
}
