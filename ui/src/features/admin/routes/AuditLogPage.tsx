/** /admin/journal: the audit log, newest first, searchable, page after page. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { useAuditLog } from '../api/audit';
import { AdminPage } from '../components/AdminPage';
import { AuditEntryCard } from '../components/AuditEntryCard';
import { ADMIN_MESSAGES } from '../messages';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { SearchForm } from '../components/SearchForm';

const M = ADMIN_MESSAGES.audit;
const PAGE = 30;

export function AuditLogPage() {
  const [search, setSearch] = useState('');
  const log = useAuditLog(PAGE, search);
  const entries =
    log.data?.pages.flatMap((page) => page.admin.auditLog.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  const total = log.data?.pages[0]?.admin.auditLog.totalCount ?? 0;
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <SearchForm label={M.search} button={M.searchButton} onSearch={setSearch} />
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
