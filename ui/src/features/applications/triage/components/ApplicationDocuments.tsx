import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import type { TriageApplicationFieldsFragment } from '../../../../gql/graphql';
import { TRIAGE_MESSAGES as M } from '../messages';

export type DocumentKind = 'cv' | 'coverLetter';

interface ApplicationDocumentsProps {
  application: TriageApplicationFieldsFragment;
  candidateName: string;
  /** The document being downloaded, if any (its button is disabled meanwhile). */
  downloading: DocumentKind | undefined;
  onDownload: (kind: DocumentKind) => void;
}

/** The CV and cover-letter buttons (the files are served only with the session's token). */
export function ApplicationDocuments({ application, candidateName, downloading, onDownload }: ApplicationDocumentsProps) {
  if (!application.cvPath && !application.coverLetterPath) {
    return (
      <Typography variant="body2" color="text.secondary">
        {M.noDocuments}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {application.cvPath && (
        <Button
          size="small"
          variant="text"
          color="secondary"
          startIcon={<DownloadOutlinedIcon />}
          aria-label={M.cvLabel(candidateName)}
          disabled={downloading === 'cv'}
          onClick={() => onDownload('cv')}
          sx={{ px: 1, whiteSpace: 'nowrap' }}
        >
          {M.cv}
        </Button>
      )}
      {application.coverLetterPath && (
        <Button
          size="small"
          variant="text"
          color="secondary"
          startIcon={<DescriptionOutlinedIcon />}
          aria-label={M.coverLetterLabel(candidateName)}
          disabled={downloading === 'coverLetter'}
          onClick={() => onDownload('coverLetter')}
          sx={{ px: 1, whiteSpace: 'nowrap' }}
        >
          {M.coverLetter}
        </Button>
      )}
    </Box>
  );
}
