/** /admin/entreprises: companies, searchable, page after page; suspend and reactivate. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useAdminCompanies, useSetCompanySuspended } from '../api/companies';
import { AdminPage } from '../components/AdminPage';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDateTime } from '../format';
import { ADMIN_MESSAGES } from '../messages';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PendingVerifications } from '../components/PendingVerifications';
import { SearchForm } from '../components/SearchForm';

const M = ADMIN_MESSAGES.companies;
const PAGE = 20;

interface Target {
  id: number;
  name: string;
  suspend: boolean;
}

export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<Target | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useAdminCompanies(PAGE, search);
  const toggle = useSetCompanySuspended((t: Target) => {
    setTarget(null);
    setDone(M.done(t.name, t.suspend));
  });
  const companies =
    list.data?.pages.flatMap((page) => page.admin.companies.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  const total = list.data?.pages[0]?.admin.companies.totalCount ?? 0;
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <PendingVerifications />
      <SearchForm label={M.search} button={M.searchButton} onSearch={setSearch} />
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {toggle.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureOf(toggle.error).message}
        </Alert>
      )}
      {list.status === 'pending' && <SectionLoading />}
      {list.status === 'error' && <SectionLoadError message={failureOf(list.error).message} onRetry={() => void list.refetch()} />}
      {list.status === 'success' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(total)}
          </Typography>
          {companies.length === 0 ? (
            <Typography>{M.empty}</Typography>
          ) : (
            <Box component="ul" aria-label={M.title} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {companies.map((company) => (
                <Box
                  component="li"
                  key={company.id}
                  aria-label={company.name}
                  sx={{
                    listStyle: 'none',
                    p: 2,
                    bgcolor: palette.surface,
                    border: `1px solid ${palette.line}`,
                    borderRadius: 2,
                    minWidth: 0,
                  }}
                >
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', mr: 'auto', overflowWrap: 'anywhere' }}>
                      {company.name}
                    </Typography>
                    {company.suspended && <Chip size="small" color="error" label={M.suspended} />}
                  </Box>
                  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {company.accountEmail}
                  </Typography>
                  <Box sx={{ mt: 1, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={company.emailConfirmed ? 'success' : 'default'}
                      label={company.emailConfirmed ? M.confirmed : M.unconfirmed}
                    />
                    {company.personalEmail && <Chip size="small" color="warning" label={M.personal} />}
                    <Chip size="small" variant="outlined" label={M.offers(company.offersCount)} />
                    <Chip size="small" variant="outlined" label={M.orders(company.ordersCount)} />
                  </Box>
                  <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                      {M.since} <time dateTime={String(company.createdAt)}>{formatDateTime(String(company.createdAt))}</time>
                    </Typography>
                    <Button
                      variant="outlined"
                      color={company.suspended ? 'primary' : 'error'}
                      onClick={() => {
                        toggle.reset();
                        setTarget({ id: company.id, name: company.name, suspend: !company.suspended });
                      }}
                    >
                      {company.suspended ? M.reactivate : M.suspend}
                    </Button>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          <LoadMoreButton list={list} />
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        title={target ? (target.suspend ? M.suspendTitle(target.name) : M.reactivateTitle(target.name)) : ''}
        text={target?.suspend === false ? M.reactivateText : M.suspendText}
        confirm={target?.suspend === false ? M.reactivate : M.suspend}
        cancel={M.cancel}
        busy={toggle.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && toggle.mutate(target)}
      />
    </AdminPage>
  );
}
