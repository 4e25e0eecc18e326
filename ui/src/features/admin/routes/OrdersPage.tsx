/**
 * /admin/commandes (every order and its invoice, by state, searchable; « Avoir » cancels a paid
 * order's invoice with a credit note) and /admin/virements
 * (orders waiting for a bank transfer, « Marquer payé »): one list of orders.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { AdminOrderState, AdminOrdersQuery as Data, CreditNoteReasonArg } from '../../../gql/graphql';
import { failureOf } from '../../../lib/failure';
import { downloadWithToken } from '../../../lib/rest';
import { palette } from '../../../lib/theme';
import { useAdminOrders, useIssueCreditNote, useMarkOrderPaid } from '../api/money';
import { ActionFeedback } from '../components/ActionFeedback';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { AdminPage } from '../components/AdminPage';
import { formatDateTime } from '../format';
import { MONEY_MESSAGES } from '../moneyMessages';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { SearchForm } from '../components/SearchForm';
import { eurosToTheCent } from '../../../lib/numbers';

const M = MONEY_MESSAGES.orders;
const PAGE = 20;
type Order = NonNullable<NonNullable<NonNullable<Data['admin']['orders']['edges']>[number]>['node']>;

function useOrders(state: AdminOrderState | null, search: string) {
  return useAdminOrders(PAGE, state, search);
}

/**
 * /sf/invoices/{uuid} and /sf/credit-notes/{uuid} are served to their company and staff only:
 * fetched with the session's token.
 */
function InvoiceLink({ uuid, reference, creditNote = false }: { uuid: string; reference: string; creditNote?: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const path = creditNote ? `/sf/credit-notes/${uuid}` : `/sf/invoices/${uuid}`;
  return (
    <>
      <Link
        href={path}
        onClick={(event) => {
          event.preventDefault();
          void downloadWithToken(path, `${creditNote ? 'avoir' : 'facture'}-${reference}.pdf`).catch((e: unknown) => {
            const failure = failureOf(e);
            if (!failure.handled) setError(failure.message);
          });
        }}
      >
        {creditNote ? M.downloadCreditNote(reference) : M.download(reference)}
      </Link>
      <ActionFeedback error={error} />
    </>
  );
}

function OrderCard({ order, action }: { order: Order; action?: ReactNode }) {
  return (
    <Box
      component="li"
      aria-label={order.reference}
      sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {order.reference} · {order.companyName ?? order.accountEmail ?? '—'}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {order.statusLabel}
        </Typography>
      </Box>
      <Typography variant="body2">
        {order.productName} · {M.ttc(eurosToTheCent(order.amountIncl))} ({M.ht(eurosToTheCent(order.amountExcl))}) · {order.providerLabel}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {formatDateTime(String(order.createdAt))}
        {order.accountEmail ? ` · ${order.accountEmail}` : ''}
      </Typography>
      {order.invoiceUuid && order.invoiceReference && (
        <Box>
          <InvoiceLink uuid={order.invoiceUuid} reference={order.invoiceReference} />
        </Box>
      )}
      {order.creditNoteUuid && order.creditNoteReference && (
        <Box>
          <InvoiceLink uuid={order.creditNoteUuid} reference={order.creditNoteReference} creditNote />
        </Box>
      )}
      {action}
    </Box>
  );
}

function OrderList({
  orders,
  empty,
  action,
}: {
  orders: ReturnType<typeof useOrders>;
  empty: string;
  action?: (order: Order) => ReactNode;
}) {
  if (orders.status === 'pending') return <SectionLoading />;
  if (orders.status === 'error')
    return <SectionLoadError message={failureOf(orders.error).message} onRetry={() => void orders.refetch()} />;
  const rows = orders.data.pages.flatMap((page) => page.admin.orders.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []);
  const total = orders.data.pages[0]?.admin.orders.totalCount ?? 0;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {M.count(total)}
      </Typography>
      {rows.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {rows.map((order) => (
            <OrderCard key={order.id} order={order} action={action?.(order)} />
          ))}
        </Box>
      )}
      <LoadMoreButton list={orders} />
    </>
  );
}

const STATES = Object.keys(M.states) as AdminOrderState[];

export function OrdersPage() {
  const [state, setState] = useState<AdminOrderState | ''>('');
  const [search, setSearch] = useState('');
  const orders = useOrders(state || null, search);
  const credit = useIssueCreditNote();
  const issued = credit.data?.admin.issueCreditNote;
  // Asked in the page's own dialog, as « Marquer payé » is (no native confirm).
  const [asking, setAsking] = useState<{ invoice: string; amount: string; reason: CreditNoteReasonArg } | null>(null);
  const creditNoteActions = (order: Order) => {
    const invoice = order.invoiceReference;
    if (!invoice || order.creditNoteReference) return null;
    const issue = (reason: CreditNoteReasonArg) => setAsking({ invoice, amount: eurosToTheCent(order.amountIncl), reason });
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={credit.isPending} onClick={() => issue('REFUND')}>
          {M.refund}
        </Button>
        <Button size="small" variant="outlined" disabled={credit.isPending} onClick={() => issue('CANCELLATION')}>
          {M.cancel}
        </Button>
      </Box>
    );
  };
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <Box sx={{ mb: 2 }}>
        <ActionFeedback
          done={
            issued
              ? issued.issuedNow
                ? M.creditNoteIssued(issued.reference, issued.invoiceReference)
                : M.creditNoteAlready(issued.reference, issued.invoiceReference)
              : null
          }
          error={credit.isError ? failureOf(credit.error).message : null}
        />
      </Box>
      <SearchForm label={M.search} button={M.searchButton} onSearch={setSearch}>
        <TextField
          select
          label={M.state}
          value={state}
          onChange={(event) => setState(event.target.value as AdminOrderState | '')}
          size="small"
          sx={{ flex: '0 1 240px', minWidth: 200 }}
        >
          <MenuItem value="">{M.all}</MenuItem>
          {STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {M.states[s]}
            </MenuItem>
          ))}
        </TextField>
      </SearchForm>
      <OrderList orders={orders} empty={M.empty} action={creditNoteActions} />
      <ConfirmDialog
        open={asking !== null}
        title={asking ? M.confirmCreditNoteTitle(asking.invoice) : ''}
        text={asking ? M.confirmCreditNote(asking.invoice, asking.amount) : ''}
        confirm={M.confirmCreditNoteButton}
        cancel={M.confirmCreditNoteCancel}
        busy={credit.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) credit.mutate({ invoiceReference: asking.invoice, reason: asking.reason }, { onSettled: () => setAsking(null) });
        }}
      />
    </AdminPage>
  );
}

const T = MONEY_MESSAGES.transfers;

export function TransfersPage() {
  const orders = useOrders('AWAITING_TRANSFER', '');
  // The order whose « Marquer payé » waits for confirmation (an in-app dialog, issue 35).
  const [asking, setAsking] = useState<Order | null>(null);
  const mark = useMarkOrderPaid(() => setAsking(null));
  const done = mark.data?.admin.markOrderPaid;
  return (
    <AdminPage title={T.title} intro={T.intro}>
      <Box sx={{ mb: 2 }}>
        <ActionFeedback
          done={done ? (done.paidNow ? T.paid(done.reference) : T.already(done.reference)) : null}
          error={mark.isError ? failureOf(mark.error).message : null}
        />
      </Box>
      <OrderList
        orders={orders}
        empty={T.empty}
        action={(order) => (
          <Box>
            <Button
              variant="contained"
              disabled={mark.isPending}
              aria-label={`${T.markPaid} ${order.reference}`}
              onClick={() => setAsking(order)}
            >
              {T.markPaid}
            </Button>
          </Box>
        )}
      />
      <ConfirmDialog
        open={asking !== null}
        title={T.confirmTitle(asking?.reference ?? '')}
        text={asking ? T.confirm(asking.reference, eurosToTheCent(asking.amountIncl)) : ''}
        confirm={T.markPaid}
        cancel={T.cancel}
        busy={mark.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && mark.mutate(asking.reference)}
      />
    </AdminPage>
  );
}
