/** /admin/codes-promo: create a promotion code, list them with their uses, disable one. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import type { NewPromoCodeInput } from '../../../gql/graphql';
import { useAdminPricings, useAdminPromoCodes, useCreatePromoCode, useDisablePromoCode } from '../api/money';
import { ActionFeedback } from '../components/ActionFeedback';
import { AdminPage } from '../components/AdminPage';
import { formatDateTime } from '../format';
import { MONEY_MESSAGES } from '../moneyMessages';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { LIMITS } from '../../../gql/limits';
import { eurosToTheCent } from '../../../lib/numbers';

const M = MONEY_MESSAGES.codes;
const PAGE = 20;

export interface CodeForm {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  from: string;
  until: string;
  maxUses: string;
  maxUsesPerCompany: string;
  pricingIds: number[];
}

export const EMPTY_FORM: CodeForm = {
  code: '',
  kind: 'percent',
  value: '',
  from: '',
  until: '',
  maxUses: '',
  maxUsesPerCompany: '',
  pricingIds: [],
};

/** A whole number typed in a field, `null` when blank; anything else goes as is to be refused by the server. */
function limit(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isInteger(n) ? n : 0;
}

/** The form as the server's input: the server checks every rule and answers in French. */
export function promoInput(form: CodeForm): NewPromoCodeInput {
  const percent = form.value.trim() === '' ? 0 : Number(form.value.trim().replace(',', '.'));
  return {
    code: form.code.trim(),
    percentOff: form.kind === 'percent' ? (Number.isInteger(percent) ? percent : 0) : null,
    amountOff: form.kind === 'amount' ? form.value.trim() : null,
    validFrom: form.from || null,
    validUntil: form.until || null,
    maxUses: limit(form.maxUses),
    maxUsesPerCompany: limit(form.maxUsesPerCompany),
    pricingIds: form.pricingIds,
  };
}

export function PromoCodeForm({ pricings }: { pricings: { id: number; name: string }[] }) {
  const [form, setForm] = useState<CodeForm>(EMPTY_FORM);
  const set = (part: Partial<CodeForm>) => setForm((f) => ({ ...f, ...part }));
  const create = useCreatePromoCode(() => setForm(EMPTY_FORM));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(promoInput(form));
  };
  return (
    <Box
      component="form"
      aria-label={M.create}
      onSubmit={submit}
      sx={{ p: 2, mb: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
        {M.create}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          label={M.code}
          value={form.code}
          onChange={(e) => set({ code: e.target.value })}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.text.promoCode } }}
        />
        <Box>
          <Typography id="promo-kind" variant="body2" color="text.secondary">
            {M.kind}
          </Typography>
          <RadioGroup
            row
            aria-labelledby="promo-kind"
            value={form.kind}
            onChange={(e) => set({ kind: e.target.value as CodeForm['kind'] })}
          >
            <FormControlLabel value="percent" control={<Radio size="small" />} label={M.percent} />
            <FormControlLabel value="amount" control={<Radio size="small" />} label={M.amount} />
          </RadioGroup>
        </Box>
        <TextField
          label={form.kind === 'percent' ? M.percentValue : M.amountValue}
          value={form.value}
          onChange={(e) => set({ value: e.target.value })}
          size="small"
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: LIMITS.text.amount } }}
        />
        <TextField
          select
          label={M.pricings}
          value={form.pricingIds}
          onChange={(e) => {
            const value = e.target.value as unknown;
            set({ pricingIds: Array.isArray(value) ? value.map(Number) : [] });
          }}
          size="small"
          slotProps={{ select: { multiple: true } }}
        >
          {pricings.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={M.from}
          type="date"
          value={form.from}
          onChange={(e) => set({ from: e.target.value })}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={M.until}
          type="date"
          value={form.until}
          onChange={(e) => set({ until: e.target.value })}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={M.maxUses}
          value={form.maxUses}
          onChange={(e) => set({ maxUses: e.target.value })}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        />
        <TextField
          label={M.maxUsesPerCompany}
          value={form.maxUsesPerCompany}
          onChange={(e) => set({ maxUsesPerCompany: e.target.value })}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {M.submit}
        </Button>
        <ActionFeedback
          done={create.isSuccess ? M.created(create.data.admin.createPromoCode.code) : null}
          error={create.isError ? failureOf(create.error).message : null}
        />
      </Box>
    </Box>
  );
}

export function PromoCodesPage() {
  const pricings = useAdminPricings();
  const codes = useAdminPromoCodes(PAGE);
  const disable = useDisablePromoCode();
  const names = new Map((pricings.data?.admin.pricings ?? []).map((p) => [p.id, p.name]));
  const rows =
    codes.data?.pages.flatMap((page) => page.admin.promoCodes.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  const total = codes.data?.pages[0]?.admin.promoCodes.totalCount ?? 0;
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <PromoCodeForm pricings={pricings.data?.admin.pricings ?? []} />
      {codes.status === 'pending' && <SectionLoading />}
      {codes.status === 'error' && <SectionLoadError message={failureOf(codes.error).message} onRetry={() => void codes.refetch()} />}
      {codes.status === 'success' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(total)}
          </Typography>
          <ActionFeedback error={disable.isError ? failureOf(disable.error).message : null} />
          {rows.length === 0 ? (
            <Typography>{M.empty}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {rows.map((code) => (
                <Box
                  component="li"
                  key={code.id}
                  aria-label={code.code}
                  sx={{
                    p: 2,
                    bgcolor: palette.surface,
                    border: `1px solid ${palette.line}`,
                    borderRadius: 2,
                    display: 'flex',
                    gap: 2,
                    flexWrap: 'wrap',
                    alignItems: 'center',
                  }}
                >
                  <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {code.code} · {code.percentOff != null ? `−${code.percentOff} %` : `−${eurosToTheCent(code.amountOff ?? 0)} HT`}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        M.uses(code.uses, code.maxUses),
                        code.maxUsesPerCompany ? M.perCompany(code.maxUsesPerCompany) : null,
                        code.validFrom ? M.from_(formatDateTime(String(code.validFrom))) : null,
                        code.validUntil ? M.until_(formatDateTime(String(code.validUntil))) : null,
                        code.pricingIds.length === 0
                          ? M.allPricings
                          : M.somePricings(code.pricingIds.map((id) => names.get(id) ?? `#${id}`).join(', ')),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} color={code.disabledAt ? 'text.secondary' : 'success.main'}>
                    {code.disabledAt ? M.disabled : M.active}
                  </Typography>
                  {!code.disabledAt && (
                    <Button
                      variant="outlined"
                      color="secondary"
                      disabled={disable.isPending}
                      onClick={() => {
                        if (window.confirm(M.confirmDisable(code.code))) disable.mutate({ id: code.id });
                      }}
                    >
                      {M.disable}
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          )}
          <LoadMoreButton list={codes} />
        </>
      )}
    </AdminPage>
  );
}
