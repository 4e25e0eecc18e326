import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { downloadWithToken } from '../../../../lib/rest';
import { reportFailure } from '../failure';
import type { TriageOffer } from '../hooks/useTriageApplications';
import { TRIAGE_MESSAGES as M } from '../messages';

const JOBS_PATH = '/dashboard/jobs';

/** The page's title, the offer it triages and its exports. */
export function TriageHeader({ offer }: { offer: TriageOffer | null }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href={JOBS_PATH} sx={{ ml: -1.5, mb: 1 }}>
        {M.back}
      </Button>
      <Typography id="section-titre" variant="h2">
        {M.title}
      </Typography>
      {offer && (
        <Typography id="offre-titre" component="p" variant="h4" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {M.offerLabel} :{' '}
          </Box>
          <Link href={`/emploi/${offer._id}/${offer.slug}`} underline="hover">
            {offer.title}
          </Link>
        </Typography>
      )}
      {offer && <ExportButtons offerId={offer._id} />}
    </Box>
  );
}

/** The offer's applications as a CSV file for a spreadsheet, or with their documents as a ZIP (issue 38). */
function ExportButtons({ offerId }: { offerId: number }) {
  const base = `/api/job_offers/${offerId}/applications`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
      <DownloadButton url={`${base}/export.csv`} fileName={`candidatures-${offerId}.csv`} label={M.export} />
      <DownloadButton url={`${base}/export.zip`} fileName={`candidatures-${offerId}.zip`} label={M.exportArchive} />
    </Box>
  );
}

function DownloadButton({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(url, fileName);
    } catch (error) {
      reportFailure(M.exportFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" color="secondary" startIcon={<FileDownloadOutlinedIcon />} disabled={busy} onClick={() => void download()}>
      {busy ? M.exporting : label}
    </Button>
  );
}

/** An unknown offer, or another company's. */
export function TriageNotFound() {
  return (
    <Box component="section" aria-labelledby="section-titre">
      <Typography id="section-titre" variant="h2">
        {M.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {M.notFound}
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} href={JOBS_PATH}>
        {M.back}
      </Button>
    </Box>
  );
}
