/**
 * The Ensemblier theme: warm off-white paper, deep ink text, a terracotta accent and a
 * brass secondary; EB Garamond for display titles, Inter for reading.
 * The layout switches at 768 px (spec section 9): MUI's `md` breakpoint is set there.
 */
import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from './LinkBehavior';

export const palette = {
  paper: '#FAF7F2',
  surface: '#FFFDF9',
  sand: '#F1EBE1',
  line: '#E4DBCD',
  ink: '#1E2A36',
  inkSoft: '#4A5561',
  terracotta: '#A4462A',
  terracottaDark: '#86371F',
  brass: '#7A5C22',
};

/**
 * The display serif. EB Garamond, not Cormorant Garamond: the lowercase accents of Cormorant's
 * current build (4.x, the only one @fontsource ships) are tall, thin and set off to the right,
 * so « rêves », « intérieur » read as "re^ves" (docs/ui.md, Theme).
 */
export const displayFont = '"EB Garamond", "Times New Roman", Georgia, serif';
const display = displayFont;
const text = 'Inter, "Helvetica Neue", Arial, system-ui, sans-serif';

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: palette.terracotta, dark: palette.terracottaDark, contrastText: '#FFFFFF' },
    secondary: { main: palette.ink, contrastText: '#FFFFFF' },
    warning: { main: palette.brass },
    background: { default: palette.paper, paper: palette.surface },
    text: { primary: palette.ink, secondary: palette.inkSoft },
    divider: palette.line,
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: text,
    h1: { fontFamily: display, fontWeight: 500, fontSize: '2.6rem', lineHeight: 1.15, letterSpacing: '-0.01em' },
    h2: { fontFamily: display, fontWeight: 500, fontSize: '2rem', lineHeight: 1.2 },
    h3: { fontFamily: display, fontWeight: 500, fontSize: '1.5rem', lineHeight: 1.25 },
    h4: { fontFamily: text, fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.35 },
    h5: { fontFamily: text, fontWeight: 600, fontSize: '1rem' },
    h6: { fontFamily: text, fontWeight: 600, fontSize: '0.95rem' },
    subtitle1: { fontSize: '1.125rem', lineHeight: 1.6, color: palette.inkSoft },
    body1: { lineHeight: 1.7 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { letterSpacing: '0.14em', fontWeight: 600, color: palette.brass },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: '88px' },
        body: { fontVariantNumeric: 'lining-nums' },
        '[tabindex="-1"]:focus': { outline: 'none' },
        'a:focus-visible, button:focus-visible': { outline: `2px solid ${palette.terracotta}`, outlineOffset: 2 },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22 } },
    },
    MuiLink: { defaultProps: { underline: 'hover', color: 'inherit', component: LinkBehavior } },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0 },
      styleOverrides: { root: { borderBottom: `1px solid ${palette.line}`, background: 'transparent', '&::before': { display: 'none' } } },
    },
  },
});

/** Responsive h1 sizes, used by page titles. */
export const h1Sx = { fontSize: { xs: '2.1rem', md: '2.8rem' } } as const;
