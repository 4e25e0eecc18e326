import Avatar from '@mui/material/Avatar';
import { WorksGallery } from '../../../components/WorksGallery';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { TrainingSection } from './TrainingSection';
import { shownPay } from '../../../lib/training';
import { displayFont, palette } from '../../../lib/theme';
import { OFFER_MESSAGES } from '../messages';
import { placeLabel } from './JobOfferHeader';

const M = OFFER_MESSAGES.detail;

/** Reading styles for the offer texts (simple HTML cleaned by the server). */
const richTextSx = {
  overflowWrap: 'anywhere',
  '& p': { mt: 0, mb: 1.5, lineHeight: 1.7 },
  '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
  '& li': { mb: 0.5, lineHeight: 1.7 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1.05rem', fontFamily: 'inherit', fontWeight: 600, mt: 2, mb: 1 },
  '& strong, & b': { fontWeight: 600 },
  '& > :last-child': { mb: 0 },
} as const;

function TextSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
        {title}
      </Typography>
      {/* The server keeps only paragraphs, lists and emphasis (no scripts, attributes or links). */}
      <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 1.25, borderTop: `1px solid ${palette.line}` }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The offer's texts, and a card with the company and the criteria. */
export function JobOfferBody({ offer }: { offer: JobOfferFieldsFragment }) {
  const company = offer.localizedCompany.company;
  const { address } = offer.localizedCompany;
  const logo = offer.localizedCompany.logoPath;
  const pay = shownPay(offer);
  return (
    <Box
      data-ssr
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0, maxWidth: 760 }}>
        {offer.training && <TrainingSection training={offer.training} />}
        <TextSection id="offre-poste" title={M.description} html={offer.description} />
        <TextSection id="offre-candidat" title={M.perfectCandidate} html={offer.perfectCandidateDescription} />
        {/* The offer's presentation is sanitised HTML like its texts; the company's own one (its profile) is plain text. */}
        {offer.companyPresentation.trim() ? (
          <TextSection id="offre-entreprise" title={M.company} html={offer.companyPresentation} />
        ) : (
          <Box component="section" aria-labelledby="offre-entreprise">
            <Typography id="offre-entreprise" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
              {M.company}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{company.presentation}</Typography>
          </Box>
        )}
      </Box>
      <Box
        component="aside"
        aria-label={M.facts}
        sx={{
          p: 3,
          bgcolor: palette.surface,
          border: `1px solid ${palette.line}`,
          borderRadius: 2,
          position: { md: 'sticky' },
          top: { md: 104 },
          minWidth: 0,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt={M.logoAlt(company.name)}
              sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 1, bgcolor: '#fff', border: `1px solid ${palette.line}` }}
            />
          ) : (
            <Avatar
              aria-hidden
              variant="rounded"
              sx={{ width: 64, height: 64, bgcolor: palette.sand, color: palette.brass, fontFamily: displayFont, fontSize: '1.8rem' }}
            >
              {company.name.charAt(0).toUpperCase()}
            </Avatar>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Typography>
            {/* Issue 37: the company's page, with all its live offers. */}
            <Link href={`/entreprises/${company._id}/${company.slug}`} variant="body2" sx={{ fontWeight: 600 }}>
              {M.companyPage}
            </Link>
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <FactRow label={M.place} value={[address.address1, placeLabel(offer)].filter(Boolean).join(', ')} />
          {offer.jobContract && <FactRow label={M.contract} value={offer.jobContract.name} />}
          {offer.jobPosition && <FactRow label={M.position} value={offer.jobPosition.name} />}
          {pay && <FactRow label={M.salary} value={pay} />}
          {offer.pay?.spreadReason && <FactRow label={M.paySpread} value={offer.pay.spreadReason} />}
          {offer.jobTypes.length > 0 && <FactRow label={M.jobTypes} value={offer.jobTypes.map((type) => type.name).join(', ')} />}
        </Box>
        {/* Issue 56: the salary barometer of its trade in its region (docs/salaries.md). */}
        {offer.salaryPage && (
          <Link href={offer.salaryPage.path} variant="body2" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            {offer.salaryPage.title}
          </Link>
        )}
        {/* Issue 52: the first four of the company's « Réalisations », under its card. */}
        {company.works.length > 0 && (
          <Box component="section" aria-labelledby="offre-realisations" sx={{ mt: 2, pt: 2, borderTop: `1px solid ${palette.line}` }}>
            <Typography id="offre-realisations" component="h2" variant="h4" sx={{ mb: 1.5 }}>
              {M.works}
            </Typography>
            <WorksGallery works={company.works} columns={2} sizes="180px" />
          </Box>
        )}
      </Box>
    </Box>
  );
}
