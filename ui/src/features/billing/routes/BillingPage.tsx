/** /dashboard/billing: every order (reference, date, product, amount TTC, state) and its invoice. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { MyOrdersQuery as MyOrdersData } from '../../../gql/graphql';
import { failureOf } from '../../../lib/failure';
import { downloadWithToken } from '../../../lib/rest';
import { useMyOrders } from '../api/queries';
import { TransferDetails } from '../components/TransferDetails';
import { formatDay } from '../format';
import { BILLING_MESSAGES as M } from '../messages';
import { eurosToTheCent } from '../../../lib/numbers';

export function BillingPage() {
  const orders = useMyOrders();
  return (
    <DashboardSection section="billing">
      {orders.status === 'pending' && <SectionLoading />}
      {orders.status === 'error' && <SectionLoadError message={failureOf(orders.error).message} onRetry={() => void orders.refetch()} />}
      {orders.status === 'success' && <OrdersTable data={orders.data} />}
    </DashboardSection>
  );
}

function OrdersTable({ data }: { data: MyOrdersData }) {
  const rows = data.myOrders.edges.map((edge) => edge.node);
  if (rows.length === 0) return <Typography color="text.secondary">{M.billing.none}</Typography>;
  const awaited = rows.flatMap((order) => (order.transferDetails ? [order.transferDetails] : []));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {awaited.map((details) => (
        <TransferDetails key={details.reference} details={details} />
      ))}
      <Orders rows={rows} />
    </Box>
  );
}

function Orders({ rows }: { rows: MyOrdersData['myOrders']['edges'][number]['node'][] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label={M.billing.label} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{M.billing.reference}</TableCell>
            <TableCell>{M.billing.date}</TableCell>
            <TableCell>{M.billing.product}</TableCell>
            <TableCell align="right">{M.billing.amount}</TableCell>
            <TableCell>{M.billing.state}</TableCell>
            <TableCell>{M.billing.invoice}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((order) => (
            <TableRow key={order.uuid}>
              <TableCell>{order.reference}</TableCell>
              <TableCell>{formatDay(String(order.createdAt))}</TableCell>
              <TableCell>{order.productName}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {eurosToTheCent(order.priceIncl)}
              </TableCell>
              <TableCell>{order.statusLabel}</TableCell>
              <TableCell>{order.invoice ? <InvoiceLink uuid={order.invoice.uuid} reference={order.invoice.reference} /> : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** /sf/invoices/{uuid} is served to its company only: fetched with the session's token. */
function InvoiceLink({ uuid, reference }: { uuid: string; reference: string }) {
  const path = `/sf/invoices/${uuid}`;
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Link
        href={path}
        onClick={(event) => {
          event.preventDefault();
          void downloadWithToken(path, `facture-${reference}.pdf`).catch((error: unknown) => {
            const failure = failureOf(error);
            if (!failure.handled) setError(failure.message);
          });
        }}
      >
        {M.billing.download(reference)}
      </Link>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </>
  );
}
