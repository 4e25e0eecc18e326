import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { FileButton } from '../../../components/files/FileButton';
import type { UploadState as State } from '../../../components/files/UploadProgress';
import { Picture } from '../../../components/WorksGallery';
import { IMAGE_ACCEPT } from '../../../components/images/messages';
import { useMyCompany } from '../api/company';
import { uploadCompanyCover, useRemoveCompanyCover } from '../api/works';
import { COMPANY_MESSAGES } from '../messages';
import { UploadState, panelSx, workFileProblem } from './worksShared';

const M = COMPANY_MESSAGES.works;

/** The cover photo of the company's page: the current one, its upload and its removal. */
export function CoverPanel({ company }: { company: CompanyFieldsFragment }) {
  const [upload, setUpload] = useState<State>({ kind: 'idle' });
  const refetch = useMyCompany().refetch;
  const remove = useRemoveCompanyCover();
  const send = async (file: File) => {
    const problem = workFileProblem(file);
    if (problem) {
      setUpload({ kind: 'error', message: problem });
      return;
    }
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      await uploadCompanyCover({ companyIRI: company.id, image: file }, (fraction) => setUpload({ kind: 'uploading', fraction }));
      await refetch();
      setUpload({ kind: 'done', message: M.coverAdded });
    } catch (error) {
      const failure = failureOf(error);
      setUpload(failure.handled ? { kind: 'idle' } : { kind: 'error', message: failure.message });
    }
  };
  return (
    <Box component="section" aria-labelledby="couverture-titre" sx={panelSx}>
      <Typography id="couverture-titre" variant="h3">
        {M.coverTitle}
      </Typography>
      <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
        {company.cover ? (
          <Box sx={{ maxWidth: 560 }}>
            <Picture picture={company.cover} alt="" sizes="560px" sx={{ aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1 }} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {M.noCover}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <FileButton
            name="cover"
            accept={IMAGE_ACCEPT}
            inputLabel={M.coverInput}
            disabled={upload.kind === 'uploading'}
            onFile={(file) => void send(file)}
          >
            {company.cover ? M.coverReplace : M.coverChoose}
          </FileButton>
          {company.cover && (
            <Button
              color="error"
              onClick={() =>
                void remove
                  .mutateAsync({ companyId: company.id })
                  .then(() => setUpload({ kind: 'done', message: M.coverRemoved }))
                  .catch((error: unknown) => {
                    const failure = failureOf(error);
                    if (!failure.handled) setUpload({ kind: 'error', message: failure.message });
                  })
              }
            >
              {M.coverRemove}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {M.coverHelp}
        </Typography>
      </Box>
      <UploadState state={upload} />
    </Box>
  );
}
