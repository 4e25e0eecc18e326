import { useState } from 'react';
import Box from '@mui/material/Box';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import { FileButton } from '../../../components/files/FileButton';
import type { UploadState } from '../../../components/files/UploadProgress';
import { ImageTextFields } from '../../../components/images/ImageTextFields';
import { IMAGE_ACCEPT, IMAGE_MESSAGES, imageFileProblem } from '../../../components/images/messages';
import { BookUploadState } from './BookUploadState';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { uploadBookImage, useMyBook } from '../api/book';
import type { Project } from './bookTypes';

export function AddImage({ project }: { project: Project }) {
  const [altText, setAltText] = useState('');
  const [caption, setCaption] = useState('');
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const [refetching, setRefetching] = useState(false);
  const book = useMyBook();
  const send = async (file: File) => {
    const problem = altText.trim() ? imageFileProblem(file, LIMITS.fileBytes.bookImage) : IMAGE_MESSAGES.altFirst;
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
      <ImageTextFields altText={altText} caption={caption} onAltText={setAltText} onCaption={setCaption} help />
      <Box>
        <FileButton
          name="image"
          accept={IMAGE_ACCEPT}
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
