/**
 * /dashboard/payment/{id} and /dashboard/payment/{id}/{jobOfferId}: the order the server
 * computed, a promotion code, then card or bank transfer. States idle / processing / error /
 * success (spec section 4); after a pack or an Urgent option, the Urgent upsell.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { downloadWithToken } from '../../../lib/rest';
import { useSession } from '../../../lib/session';
import { createIntent, type PurchaseRequest } from '../api/payment';
import type { BannerDraft } from '../api/banners';
import { BannerForm } from '../components/BannerForm';
import { BillingIdentityGate } from '../components/BillingIdentityForm';
import { BANNER_MESSAGES } from '../bannerMessages';
import { CardForm } from '../components/CardForm';
import { OfferPicker } from '../components/OfferPicker';
import { OrderSummary } from '../components/OrderSummary';
import { TransferDetails } from '../components/TransferDetails';
import { useBoostableOffers, useMyOrders, usePricings } from '../api/queries';
import { PaymentMethodChoice } from '../components/PaymentMethodChoice';
import { PayError } from '../components/PayError';
import { PromoCodeField } from '../components/PromoCodeField';
import { UrgentUpsell } from '../components/UrgentUpsell';
import { isUrgentKey } from '../format';
import { BILLING_MESSAGES as M } from '../messages';
import { cardPaymentsOffered } from '../paymentSettings';
import { useCheckout } from '../useCheckout';
import { eurosToTheCent } from '../../../lib/numbers';

const URGENT_GROUP = 2;
const BANNER_GROUP = 3;

/** The success, brought into view: on a phone the card form it replaces was scrolled below it (issue 58, minor 15). */
function PaidAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block, not an expression: Chromium's scrollIntoView returns a promise, no cleanup.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Alert ref={ref} severity="success" role="status" sx={{ scrollMarginTop: 96 }}>
      {children}
    </Alert>
  );
}

export function PaymentPage() {
  const { id = '', jobOfferId } = useParams();
  const pricings = usePricings();
  const urgentKeys = (pricings.data ?? []).filter((p) => p.displayGroup === URGENT_GROUP).flatMap((p) => [String(p._id), p.uuid]);
  const isUrgent = isUrgentKey(id, urgentKeys);
  const isBanner = (pricings.data ?? []).some((p) => p.displayGroup === BANNER_GROUP && (String(p._id) === id || p.uuid === id));

  if (pricings.status === 'pending')
    return (
      <Frame>
        <SectionLoading />
      </Frame>
    );
  if (pricings.status === 'error')
    return (
      <Frame>
        <SectionLoadError message={failureOf(pricings.error).message} onRetry={() => void pricings.refetch()} />
      </Frame>
    );
  if (isUrgent && !jobOfferId)
    return (
      <Frame>
        <UrgentOfferChooser pricingKey={id} />
      </Frame>
    );
  if (isBanner)
    return (
      <Frame>
        <BannerCheckout pricingKey={id} />
      </Frame>
    );
  return (
    <Frame>
      <Checkout key={`${id}/${jobOfferId ?? ''}`} pricingKey={id} jobOfferId={jobOfferId} isUrgent={isUrgent} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <DashboardSection section="payment">
      <BillingIdentityGate>{children}</BillingIdentityGate>
    </DashboardSection>
  );
}

/** Urgent without an offer id: which published offer to boost. */
function UrgentOfferChooser({ pricingKey }: { pricingKey: string }) {
  const navigate = useNavigate();
  const offers = useBoostableOffers();
  if (offers.status === 'pending') return <SectionLoading />;
  if (offers.status === 'error')
    return <SectionLoadError message={failureOf(offers.error).message} onRetry={() => void offers.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.3rem' }}>
        {M.chooser.title}
      </Typography>
      <Typography color="text.secondary">{M.chooser.intro}</Typography>
      <OfferPicker
        offers={offers.data}
        onChoose={(offer) => navigate(`/dashboard/payment/${encodeURIComponent(pricingKey)}/${offer}`)}
        empty={M.chooser.none}
      />
      {offers.data.length === 0 && (
        <Box>
          <Button variant="outlined" href="/emploi/nouvelle-annonce">
            {M.chooser.newOffer}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** A banner (pricings 4 and 5): its creative, link, alt text and first day, then the payment. */
function BannerCheckout({ pricingKey }: { pricingKey: string }) {
  const { isEmailConfirmed } = useSession();
  const [draft, setDraft] = useState<BannerDraft | null>(null);
  const [editing, setEditing] = useState(true);
  if (!isEmailConfirmed)
    return (
      <Alert severity="warning" sx={{ maxWidth: 640 }}>
        {M.payment.confirmEmailFirst}
      </Alert>
    );
  if (editing || !draft)
    return (
      <BannerForm
        initial={draft}
        onReady={(next) => {
          setDraft(next);
          setEditing(false);
        }}
      />
    );
  return (
    <Checkout key={JSON.stringify(draft)} pricingKey={pricingKey} isUrgent={false} banner={draft} onEditBanner={() => setEditing(true)} />
  );
}

function Checkout({
  pricingKey,
  jobOfferId,
  isUrgent,
  banner,
  onEditBanner,
}: {
  pricingKey: string;
  jobOfferId?: string;
  isUrgent: boolean;
  banner?: BannerDraft;
  onEditBanner?: () => void;
}) {
  const navigate = useNavigate();
  const { user, isEmailConfirmed } = useSession();
  const request: PurchaseRequest = {
    id: pricingKey,
    userId: user?.id,
    ...(jobOfferId ? { jobOfferId } : {}),
    ...(banner ? { banner: { creative: banner.creative, link: banner.link, alt: banner.alt, startDate: banner.startDate } } : {}),
  };
  const created = useQuery({
    queryKey: ['create-intent', pricingKey, jobOfferId ?? null, banner ?? null],
    queryFn: () => createIntent(request),
    enabled: isEmailConfirmed,
    staleTime: Infinity,
  });
  const offers = useBoostableOffers();
  const cards = cardPaymentsOffered();
  const checkout = useCheckout({ request, cards, upsell: !banner });
  const { pay, method, transfer } = checkout.state;

  if (!isEmailConfirmed) {
    return (
      <Alert severity="warning" sx={{ maxWidth: 640 }}>
        {M.payment.confirmEmailFirst}
      </Alert>
    );
  }
  if (created.status === 'pending') return <SectionLoading />;
  const editBanner = onEditBanner && (
    <Box>
      <Button variant="outlined" color="secondary" onClick={onEditBanner}>
        {BANNER_MESSAGES.form.edit}
      </Button>
    </Box>
  );
  if (created.status === 'error')
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Alert severity="error">{failureOf(created.error).message}</Alert>
        {editBanner}
      </Box>
    );

  const intent = checkout.state.withCode ?? created.data;
  const order = intent.order;
  const offerTitle = offers.data?.find((o) => String(o.id) === String(order.jobOfferId))?.title;
  const code = order.code ?? undefined;
  const paidAtOnce = intent.status === 'succeeded';

  if (pay.kind === 'success' || paidAtOnce) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <PaidAlert>
          {M.payment.success}
          {paidAtOnce && pay.kind !== 'success' ? ` ${M.payment.free}` : ''}
        </PaidAlert>
        <Typography>{banner ? BANNER_MESSAGES.form.success : isUrgent ? M.payment.successUrgent : M.payment.successCredits}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" href="/dashboard/status">
            {M.payment.seeCredits}
          </Button>
          <Button variant="outlined" href="/dashboard/billing">
            {M.payment.seeInvoices}
          </Button>
          {!isUrgent && !banner && (
            <Button variant="outlined" href="/emploi/nouvelle-annonce">
              {M.payment.publish}
            </Button>
          )}
        </Box>
        {checkout.state.upsellOpen && (
          <UrgentUpsell
            offers={(offers.data ?? []).filter((o) => String(o.id) !== String(order.jobOfferId))}
            onClose={checkout.closeUpsell}
            onBoost={(offer) => navigate(`/dashboard/payment/urgent/${offer}`)}
          />
        )}
      </Box>
    );
  }

  if (transfer) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Alert severity="info" role="status">
          <strong>{M.payment.transferWaiting}</strong> — {M.payment.transferReference(transfer.order.reference)}
        </Alert>
        <OrderSummary order={transfer.order} isUrgent={isUrgent} offerTitle={offerTitle} banner={banner} />
        <Typography>{M.payment.transferAmount(eurosToTheCent(transfer.order.total))}</Typography>
        <AwaitedTransfer orderId={transfer.order.id} />
        <Box>
          <Button
            variant="contained"
            onClick={() =>
              void downloadWithToken(
                `/pdf/iban-${transfer.order.pricingId}.pdf?reference=${encodeURIComponent(transfer.order.reference)}`,
                `virement-${transfer.order.reference}.pdf`,
              )
            }
          >
            {M.payment.transferPdf}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
      <OrderSummary order={order} isUrgent={isUrgent} offerTitle={offerTitle} banner={banner} />
      {editBanner}
      <PromoCodeField
        onApply={(text) => void checkout.apply(text)}
        busy={checkout.state.code.busy}
        error={checkout.state.code.error}
        applied={order.code}
      />
      <PaymentMethodChoice cards={cards} method={method} onChange={checkout.chooseMethod} />
      {cards && method === 'card' ? (
        intent.client_secret && (
          <CardForm
            payLabel={M.payment.pay(eurosToTheCent(order.total))}
            processing={pay.kind === 'processing'}
            clientSecret={intent.client_secret}
            billing={{ name: intent.user_name, email: intent.user_email_address }}
            onPay={(confirm) => void checkout.payByCard(order.id, confirm)}
          />
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>{M.payment.transferIntro}</Typography>
          <Box>
            <Button variant="contained" size="large" onClick={() => void checkout.orderTransfer(code)} disabled={pay.kind === 'processing'}>
              {M.payment.transferOrder}
            </Button>
          </Box>
        </Box>
      )}
      {pay.kind === 'error' && <PayError message={pay.message} />}
    </Box>
  );
}

/** The bank details of the order just placed, as /dashboard/billing shows them again later. */
function AwaitedTransfer({ orderId }: { orderId: string }) {
  const orders = useMyOrders();
  const details = orders.data?.myOrders.edges.find((edge) => edge.node.uuid === orderId)?.node.transferDetails;
  return details ? <TransferDetails details={details} /> : null;
}
