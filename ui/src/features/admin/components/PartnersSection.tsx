import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminShowcaseQuery as ShowcaseData } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { partnerRequests } from '../api/showcase';
import { CONTENT_MESSAGES } from '../contentMessages';
import { ImageField } from './ImageField';
import { ShowcaseSection } from './ShowcaseSection';

const M = CONTENT_MESSAGES.showcase;

type Partner = ShowcaseData['admin']['partners'][number];

/** The partners' carousel: name, link and logo. */
export function PartnersSection({ partners }: { partners: Partner[] }) {
  return (
    <ShowcaseSection
      id="partners-title"
      title={M.partners}
      addLabel={M.addPartner}
      emptyText={M.noPartner}
      items={partners}
      nameOf={(partner) => partner.name}
      blank={{ name: '', logoPath: '', url: '' }}
      valuesOf={(partner) => ({ name: partner.name, logoPath: partner.logoPath, url: partner.url ?? '' })}
      {...partnerRequests}
      fields={(values, set) => (
        <>
          <TextField
            label={M.name}
            required
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.showcaseName } }}
          />
          <TextField
            label={M.url}
            value={values.url}
            onChange={(e) => set('url')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.url } }}
          />
          <ImageField label={M.logo} value={values.logoPath} onChange={set('logoPath')} removable={false} previewWidth={200} />
        </>
      )}
      content={(partner) => (
        <>
          <Box component="img" src={partner.logoPath} alt="" sx={{ width: 96, height: 36, objectFit: 'contain', flex: 'none' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{partner.name}</Typography>
            {partner.url && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {partner.url}
              </Typography>
            )}
          </Box>
        </>
      )}
    />
  );
}
