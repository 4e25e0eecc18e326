import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import { FileButton } from '../../../components/files/FileButton';
import type { UploadState } from '../../../components/files/UploadProgress';
import { BookUploadState } from './BookUploadState';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { uploadBookImage, useMyBook } from '../api/book';
import type { Project } from './bookTypes';

/** The browser's first check of an image, with the server's own words; null when it may be sent. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (/\.hei[cf]$/i.test(file.name) || /image\/hei[cf]/.test(file.type)) return M.heic;
  if (file.type && !/^image\/(jpeg|png|webp)$/.test(file.type)) return M.notImage;
  if (file.size > LIMITS.fileBytes.bookImage) return M.imageTooBig;
  return null;
}

export function AddImage({ project }: { project: Project }) {
  const [altText, setAltText] = useState('');
  const [caption, setCaption] = useState('');
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const [refetching, setRefetching] = useState(false);
  const book = useMyBook();
  const send = async (file: File) => {
    const problem = altText.trim() ? imageFileProblem(file) : M.altFirst;
    if (problem) {
      setUpload({ kind: 'error', message: problem });
      return;
    }
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      await uploadBookImage({ project: project.id, altText, caption, image: file }, (fraction) =>
        setUpload({ kind: 'uploading', fraction }),
      );
      setAltText('');
      setCaption('');
      setUpload({ kind: 'done', message: M.imageAdded });
      setRefetching(true);
      await book.refetch();
    } catch (error) {
      const failure = failureOf(error);
      setUpload(failure.handled ? { kind: 'idle' } : { kind: 'error', message: failure.message });
    } finally {
      setRefetching(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
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
          name="image"
          accept="image/jpeg,image/png,image/webp"
          inputLabel={M.imageInput(project.title)}
          disabled={upload.kind === 'uploading' || refetching}
          onFile={(file) => void send(file)}
        >
          {M.chooseImage}
        </FileButton>
      </Box>
      <BookUploadState state={upload} />
    </Box>
  );
}
