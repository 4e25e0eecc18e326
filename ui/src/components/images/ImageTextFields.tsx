import TextField from '@mui/material/TextField';
import { LIMITS } from '../../gql/limits';
import { IMAGE_MESSAGES as M } from './messages';

/** An image's alternative text (required) and caption, bounded as the server bounds them. */
export function ImageTextFields({
  altText,
  caption,
  onAltText,
  onCaption,
  help = false,
}: {
  altText: string;
  caption: string;
  onAltText: (value: string) => void;
  onCaption: (value: string) => void;
  /** Says under the alternative text what it is for (the forms that add an image). */
  help?: boolean;
}) {
  return (
    <>
      <TextField
        size="small"
        label={M.altText}
        helperText={help ? M.altHelp : undefined}
        required
        value={altText}
        onChange={(event) => onAltText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.altText } }}
      />
      <TextField
        size="small"
        label={M.caption}
        value={caption}
        onChange={(event) => onCaption(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.imageCaption } }}
      />
    </>
  );
}
