/**
 * The buyer as a legal entity (issue 34): asked once, before the first purchase that needs
 * it, then kept on the company. `BillingIdentityGate` shows the form while the identity is
 * incomplete, and the payment page once it is saved.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { fetchBillingIdentity, saveBillingIdentity, type BillingIdentity } from '../api/billingIdentity';
import { LIMITS } from '../../../gql/limits';
import { splitAddress } from '../splitAddress';

const QUERY_KEY = ['billing-identity'];

/** The EU member states (the server's list, `companies::billing_identity::COUNTRIES`). */
export const COUNTRIES: ReadonlyArray<[string, string]> = [
  ['FR', 'France'],
  ['DE', 'Allemagne'],
  ['AT', 'Autriche'],
  ['BE', 'Belgique'],
  ['BG', 'Bulgarie'],
  ['CY', 'Chypre'],
  ['HR', 'Croatie'],
  ['DK', 'Danemark'],
  ['ES', 'Espagne'],
  ['EE', 'Estonie'],
  ['FI', 'Finlande'],
  ['GR', 'Grèce'],
  ['HU', 'Hongrie'],
  ['IE', 'Irlande'],
  ['IT', 'Italie'],
  ['LV', 'Lettonie'],
  ['LT', 'Lituanie'],
  ['LU', 'Luxembourg'],
  ['MT', 'Malte'],
  ['NL', 'Pays-Bas'],
  ['PL', 'Pologne'],
  ['PT', 'Portugal'],
  ['CZ', 'République tchèque'],
  ['RO', 'Roumanie'],
  ['SK', 'Slovaquie'],
  ['SI', 'Slovénie'],
  ['SE', 'Suède'],
];

export const IDENTITY_MESSAGES = {
  title: 'Identité de facturation',
  intro:
    'Vos factures électroniques doivent identifier votre entreprise : indiquez une fois son adresse de facturation et son SIREN. Elles seront reprises sur chaque facture.',
  street: 'Adresse (numéro et voie)',
  postcode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  siren: 'SIREN',
  sirenHelp: '9 chiffres, sur votre extrait Kbis ou avis de situation Insee.',
  vatNumber: 'Numéro de TVA intracommunautaire',
  vatDerived: 'Calculé à partir du SIREN pour une entreprise française.',
  vatForeign: 'Avec le code du pays, par exemple BE0123456789.',
  save: 'Enregistrer et continuer',
  saving: 'Enregistrement…',
} as const;

/** Shows the form until the signed-in company's billing identity is complete. */
export function BillingIdentityGate({ children }: { children: ReactNode }) {
  const { isEmailConfirmed } = useSession();
  const identity = useQuery({ queryKey: QUERY_KEY, queryFn: fetchBillingIdentity, enabled: isEmailConfirmed });
  const client = useQueryClient();
  if (!isEmailConfirmed) return children;
  if (identity.status === 'pending') return <SectionLoading />;
  if (identity.status === 'error')
    return <SectionLoadError message={failureOf(identity.error).message} onRetry={() => void identity.refetch()} />;
  if (identity.data.complete) return children;
  return <BillingIdentityForm initial={identity.data} onSaved={(saved) => client.setQueryData(QUERY_KEY, saved)} />;
}

export function BillingIdentityForm({
  initial,
  onSaved,
}: {
  initial: BillingIdentity;
  onSaved: (saved: BillingIdentity & { complete: boolean }) => void;
}) {
  const [form, setForm] = useState<BillingIdentity>(() => {
    const split = splitAddress(initial, COUNTRIES);
    return { ...split, country: split.country || 'FR' };
  });
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const french = form.country === 'FR';
  const set = (field: keyof BillingIdentity) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true });
    try {
      const saved = await saveBillingIdentity(french ? form : { ...form, siren: '' });
      setState({ busy: false });
      onSaved(saved);
    } catch (error) {
      const failure = failureOf(error);
      setState({ busy: false, error: failure.handled ? undefined : failure.message });
    }
  };
  const M = IDENTITY_MESSAGES;
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, maxWidth: 640 }} noValidate>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.3rem' }}>
        {M.title}
      </Typography>
      <Typography color="text.secondary">{M.intro}</Typography>
      {state.error && (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      )}
      <TextField
        label={M.street}
        value={form.street}
        onChange={set('street')}
        required
        // Lines kept as typed (a building, then the street): the server keeps them too.
        multiline
        minRows={1}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.address } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' } }}>
        <TextField
          label={M.postcode}
          value={form.postcode}
          onChange={set('postcode')}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.text.postcode } }}
        />
        <TextField
          label={M.city}
          value={form.city}
          onChange={set('city')}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.text.city } }}
        />
      </Box>
      <TextField select label={M.country} value={form.country} onChange={set('country')} required>
        {COUNTRIES.map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {french && (
        <TextField
          label={M.siren}
          value={form.siren}
          onChange={set('siren')}
          required
          helperText={M.sirenHelp}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.siren, inputMode: 'numeric' } }}
        />
      )}
      <TextField
        label={M.vatNumber}
        value={french ? '' : form.vatNumber}
        onChange={set('vatNumber')}
        disabled={french}
        required={!french}
        helperText={french ? M.vatDerived : M.vatForeign}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.vatNumber } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={state.busy}>
          {state.busy ? M.saving : M.save}
        </Button>
      </Box>
    </Box>
  );
}
