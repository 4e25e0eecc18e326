import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';
import { COMPANY_MESSAGES as M } from '../messages';

/** The website and the size a company page shows (issue 58, minor 20). */
export function PublicProfileFields({
  website,
  sizeBand,
  websiteError,
  onChange,
}: {
  website: string;
  sizeBand: string;
  websiteError: boolean;
  onChange: (name: 'website' | 'sizeBand', next: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <TextField
        label={M.website}
        name="website"
        type="url"
        autoComplete="url"
        value={website}
        onChange={(event) => onChange('website', event.target.value)}
        error={websiteError}
        helperText={M.websiteHelp}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.url, autoCapitalize: 'none', spellCheck: false } }}
        fullWidth
      />
      <TextField
        select
        label={M.size}
        name="sizeBand"
        value={sizeBand}
        onChange={(event) => onChange('sizeBand', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">{M.sizeNone}</option>
        {M.sizes.map((size) => (
          <option key={size.value} value={size.value}>
            {size.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
