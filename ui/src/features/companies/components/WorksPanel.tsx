import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { FileButton } from '../../../components/files/FileButton';
import type { UploadState as State } from '../../../components/files/UploadProgress';
import { useMyCompany } from '../api/company';
import { uploadCompanyWork, useMoveCompanyWork } from '../api/works';
import { COMPANY_MESSAGES } from '../messages';
import { WorkCard } from './WorkCard';
import { UploadState, panelSx, workFileProblem } from './worksShared';

const M = COMPANY_MESSAGES.works;

/**
 * « Réalisations » (issue 52, docs/company-works.md): up to 24 photos with a required
 * alternative text and a caption, reordered by drag and drop or by « Monter » / « Descendre »
 * (the keyboard's way), shown on the company's page and, the first four, on its offers.
 */
export function WorksPanel({ company }: { company: CompanyFieldsFragment }) {
  const [altText, setAltText] = useState('');
  const [caption, setCaption] = useState('');
  const [upload, setUpload] = useState<State>({ kind: 'idle' });
  const [dragged, setDragged] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const [status, setStatus] = useState('');
  const myCompany = useMyCompany();
  const move = useMoveCompanyWork();
  const works = company.works;
  const full = works.length >= LIMITS.count.companyWorks;

  const send = async (file: File) => {
    const problem = altText.trim() ? workFileProblem(file) : M.altFirst;
    if (problem) {
      setUpload({ kind: 'error', message: problem });
      return;
    }
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      await uploadCompanyWork({ companyIRI: company.id, altText, caption, image: file }, (fraction) =>
        setUpload({ kind: 'uploading', fraction }),
      );
      setAltText('');
      setCaption('');
      await myCompany.refetch();
      setUpload({ kind: 'done', message: M.added });
    } catch (error) {
      const failure = failureOf(error);
      setUpload(failure.handled ? { kind: 'idle' } : { kind: 'error', message: failure.message });
    }
  };

  /** Moves the work at `from` to `to`, one place at a time (the server renumbers under a lock). */
  const moveTo = async (from: number, to: number) => {
    const work = works[from];
    if (!work || from === to) return;
    setMoving(true);
    try {
      for (let step = 0; step < Math.abs(to - from); step += 1) {
        await move.mutateAsync({ id: work.id, direction: to < from ? 'UP' : 'DOWN' });
      }
      await myCompany.refetch();
      setStatus(`${work.altText} : ${to + 1} / ${works.length}`);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) setUpload({ kind: 'error', message: failure.message });
    } finally {
      setMoving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="realisations-titre" sx={panelSx}>
      <Typography id="realisations-titre" variant="h3">
        {M.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {M.intro}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {M.count(works.length)}
      </Typography>
      {works.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {M.dragHelp}
        </Typography>
      )}
      {works.length > 0 && (
        <Box
          component="ol"
          aria-label={M.listLabel}
          aria-busy={moving}
          sx={{
            p: 0,
            my: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {works.map((work, index) => (
            <WorkCard
              // The texts are edited in place: a new value from the server starts them again.
              key={`${work.id}-${work.altText}-${work.caption}`}
              work={work}
              first={index === 0}
              last={index === works.length - 1}
              onMove={(direction) => void moveTo(index, direction === 'UP' ? index - 1 : index + 1)}
              onError={(message) => setUpload({ kind: 'error', message })}
              dragging={dragged === index}
              onDragStart={() => setDragged(index)}
              onDrop={() => {
                if (dragged !== null) void moveTo(dragged, index);
                setDragged(null);
              }}
            />
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {status}
      </Box>
      {full ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {M.full}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 2, maxWidth: 560 }}>
          <TextField
            size="small"
            label={M.altText}
            helperText={M.altHelp}
            required
            value={altText}
            onChange={(event) => setAltText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.altText } }}
          />
          <TextField
            size="small"
            label={M.caption}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.imageCaption } }}
          />
          <Box>
            <FileButton
              name="work"
              accept="image/jpeg,image/png,image/webp"
              inputLabel={M.input}
              disabled={upload.kind === 'uploading' || moving}
              onFile={(file) => void send(file)}
            >
              {M.choose}
            </FileButton>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {M.help}
          </Typography>
        </Box>
      )}
      <UploadState state={upload} />
    </Box>
  );
}
