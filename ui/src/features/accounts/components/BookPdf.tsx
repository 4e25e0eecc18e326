import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import { downloadWithToken } from '../../../lib/rest';
import { LIMITS } from '../../../gql/limits';
import { FileButton } from '../../../components/files/FileButton';
import type { UploadState } from '../../../components/files/UploadProgress';
import { BookUploadState } from './BookUploadState';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { uploadBookPdf, useMyBook } from '../api/book';

export function PdfBlock({ pdfPath }: { pdfPath: string | null }) {
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const book = useMyBook();
  const send = async (file: File) => {
    if (!/\.pdf$/i.test(file.name)) return setUpload({ kind: 'error', message: M.notPdf });
    if (file.size > LIMITS.fileBytes.bookPdf) return setUpload({ kind: 'error', message: M.pdfTooBig });
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      await uploadBookPdf(file, (fraction) => setUpload({ kind: 'uploading', fraction }));
      setUpload({ kind: 'done', message: M.pdfSent });
      await book.refetch();
    } catch (error) {
      const failure = failureOf(error);
      setUpload(failure.handled ? { kind: 'idle' } : { kind: 'error', message: failure.message });
    }
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h4" component="h4">
        {M.pdfTitle}
      </Typography>
      <Typography>{pdfPath ? M.pdfHas : M.pdfNone}</Typography>
      {pdfPath && (
        <Link
          href={pdfPath}
          onClick={(event) => {
            event.preventDefault();
            void downloadWithToken(pdfPath, 'book.pdf');
          }}
        >
          {M.pdfDownload}
        </Link>
      )}
      <Box sx={{ mt: 1.5 }}>
        <FileButton
          name="pdf"
          accept=".pdf,application/pdf"
          inputLabel={M.pdfInput}
          disabled={upload.kind === 'uploading'}
          onFile={(file) => void send(file)}
        >
          {M.pdfChoose}
        </FileButton>
      </Box>
      <BookUploadState state={upload} />
    </Box>
  );
}
