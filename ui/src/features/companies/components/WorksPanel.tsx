import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { FileButton } from '../../../components/files/FileButton';
import type { UploadState as State } from '../../../components/files/UploadProgress';
import { useMyCompany } from '../api/company';
import { uploadCompanyWork, useDeleteCompanyWork, useMoveCompanyWork, useUpdateCompanyWork } from '../api/works';
import { COMPANY_MESSAGES } from '../messages';
import { ImageEditCard } from '../../../components/images/ImageEditCard';
import { ImageTextFields } from '../../../components/images/ImageTextFields';
import { IMAGE_ACCEPT, IMAGE_MESSAGES } from '../../../components/images/messages';
import { ReorderStatus, useReorder } from '../../../components/images/reorder';
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
  const myCompany = useMyCompany();
  const move = useMoveCompanyWork();
  const update = useUpdateCompanyWork();
  const remove = useDeleteCompanyWork();
  const works = company.works;
  const full = works.length >= LIMITS.count.companyWorks;

  const send = async (file: File) => {
    const problem = altText.trim() ? workFileProblem(file) : IMAGE_MESSAGES.altFirst;
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

  const reorder = useReorder(works, {
    step: (work, direction) => move.mutateAsync({ id: work.id, direction }),
    after: () => myCompany.refetch(),
    name: (work) => work.altText,
    onError: (message) => setUpload({ kind: 'error', message }),
  });

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
          aria-busy={reorder.moving}
          sx={{
            p: 0,
            my: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {works.map((work, index) => (
            <ImageEditCard
              // The texts are edited in place: a new value from the server starts them again.
              key={`${work.id}-${work.altText}-${work.caption}`}
              image={work}
              first={index === 0}
              last={index === works.length - 1}
              onSave={(texts) => update.mutateAsync({ id: work.id, ...texts })}
              onMove={(direction) => void reorder.move(index, direction)}
              onRemove={() => remove.mutateAsync({ id: work.id })}
              onError={(message) => setUpload({ kind: 'error', message })}
              drag={reorder.drag(index)}
            />
          ))}
        </Box>
      )}
      <ReorderStatus status={reorder.status} />
      {full ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {M.full}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 2, maxWidth: 560 }}>
          <ImageTextFields altText={altText} caption={caption} onAltText={setAltText} onCaption={setCaption} help />
          <Box>
            <FileButton
              name="work"
              accept={IMAGE_ACCEPT}
              inputLabel={M.input}
              disabled={upload.kind === 'uploading' || reorder.moving}
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
