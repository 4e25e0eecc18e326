import { Fragment } from 'react';
import Box from '@mui/material/Box';

/** A run of a result's text (`TextPart`): joined, the runs are the text. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * A result's title or extract with the words of the search marked (issue 39), as a `<mark>`:
 * bold on a highlighter stroke that leaves the text's own colours (and their contrast) as they
 * are. The server writes the same marks (`fs-mark`, templates/pages/search.html).
 */
export function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <Box
            key={index}
            component="mark"
            sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 600, boxShadow: 'inset 0 -0.42em 0 #F2DFB8' }}
          >
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
