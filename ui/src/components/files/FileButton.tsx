import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface FileButtonProps {
  /** The visible button text. */
  children: ReactNode;
  /** The file input's accessible name. */
  inputLabel: string;
  accept: string;
  disabled?: boolean;
  name: string;
  startIcon?: ReactNode;
  onFile: (file: File) => void;
}

/**
 * A real button that opens the file picker (keyboard and screen readers reach it like any
 * button); the file input itself is visually hidden but labelled.
 */
export function FileButton({ children, inputLabel, accept, disabled, name, startIcon, onFile }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" color="secondary" disabled={disabled} startIcon={startIcon} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        name={name}
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          m: '-1px',
          p: 0,
          border: 0,
          opacity: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          pointerEvents: 'none',
        }}
      />
    </>
  );
}
