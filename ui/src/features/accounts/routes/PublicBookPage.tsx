import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../../lib/head';
import { palette } from '../../../lib/theme';
import { usePublicBook } from '../api/publicBook';
import { PUBLIC_BOOK_MESSAGES as M } from '../bookMessages';

const SERIF = '"EB Garamond", "Times New Roman", Georgia, serif';
const COVER_SIZES = '(min-width: 1200px) 750px, (min-width: 900px) 62vw, 100vw';
const IMAGE_SIZES = '(min-width: 1200px) 365px, (min-width: 900px) 31vw, 50vw';

/**
 * `/book/:slug` (issue 52 item 4, docs/book.md "The public page"): a candidate's public book,
 * her name then her projects, each one's images first (the pipeline's WebP and JPEG widths),
 * its facts and text beside them on a wide screen. The server writes the same first screen
 * (templates/pages/book.html) and answers 404 for a private or unknown book.
 */
export function PublicBookPage() {
  const { slug = '' } = useParams();
  const query = usePublicBook(slug);
  const book = query.status === 'success' ? query.data.publicBook : undefined;
  usePageMeta(book ? { title: M.metaTitle(book.name), description: M.metaDescription(book.name) } : M.meta);

  return (
    <Container maxWidth="lg">
      {query.status === 'pending' && (
        <Box role="status" aria-label={M.loading} sx={{ py: { xs: 4, md: 8 } }}>
          <Skeleton width="10%" />
          <Skeleton variant="text" height={72} width="50%" />
        </Box>
      )}
      {query.status === 'error' && (
        <Alert
          severity="error"
          sx={{ my: 4 }}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {M.retry}
            </Button>
          }
        >
          {M.error}
        </Alert>
      )}
      {query.status === 'success' && !book && (
        <Box sx={{ py: { xs: 4, md: 8 } }}>
          <Typography variant="h1" sx={{ fontFamily: SERIF, fontWeight: 500, fontSize: { xs: '2.1rem', md: '2.8rem' }, mb: 2 }}>
            {M.notFoundTitle}
          </Typography>
          <Typography sx={{ mb: 3 }}>{M.notFound}</Typography>
          <Button variant="contained" href="/">
            {M.home}
          </Button>
        </Box>
      )}
      {book && (
        <>
          <Box component="header" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 3.5, md: 6 } }}>
            <Typography variant="overline" component="p" sx={{ color: palette.brass, m: 0 }}>
              {M.overline}
            </Typography>
            <Typography
              variant="h1"
              sx={{
                m: 0,
                fontFamily: SERIF,
                fontWeight: 500,
                fontSize: { xs: '2.5rem', md: '4rem' },
                lineHeight: 1.05,
                letterSpacing: '-.015em',
                overflowWrap: 'anywhere',
              }}
            >
              {book.name}
            </Typography>
            <Typography sx={{ mt: 1.5, color: palette.inkSoft, fontWeight: 500 }}>
              {M.count(book.projects.length)}
              {book.pdfPath && (
                <>
                  {' · '}
                  <Box
                    component="a"
                    href={book.pdfPath}
                    sx={{ color: palette.terracotta, fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: '3px' }}
                  >
                    {M.pdf}
                  </Box>
                </>
              )}
            </Typography>
          </Box>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, pb: { xs: 9, md: 14 }, display: 'grid', gap: { xs: 7, md: 14 } }}>
            {book.projects.map((project, at) => {
              const facts = [project.year ? String(project.year) : '', project.role.trim(), project.place.trim()]
                .filter(Boolean)
                .join(' · ');
              return (
                <Box
                  component="li"
                  key={project.id}
                  aria-labelledby={`projet-${at + 1}`}
                  sx={{
                    display: 'grid',
                    gap: { xs: 2.5, md: 6 },
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
                    alignItems: 'start',
                  }}
                >
                  {project.images.length > 0 && (
                    <Box
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                        gap: { xs: 1.5, md: 2.5 },
                        alignItems: 'start',
                      }}
                    >
                      {project.images.map((image, n) => (
                        <Box component="figure" key={image.id} sx={{ m: 0, minWidth: 0, gridColumn: n === 0 ? '1 / -1' : undefined }}>
                          <picture>
                            <source type="image/webp" srcSet={image.srcsetWebp} sizes={n === 0 ? COVER_SIZES : IMAGE_SIZES} />
                            <Box
                              component="img"
                              src={image.src}
                              srcSet={image.srcsetJpeg}
                              sizes={n === 0 ? COVER_SIZES : IMAGE_SIZES}
                              alt={image.altText}
                              width={image.width}
                              height={image.height}
                              loading={at === 0 && n === 0 ? 'eager' : 'lazy'}
                              decoding="async"
                              sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: palette.sand }}
                            />
                          </picture>
                          {image.caption && (
                            <Typography
                              component="figcaption"
                              sx={{ mt: 1, fontSize: '.8125rem', lineHeight: 1.45, color: palette.inkSoft }}
                            >
                              {image.caption}
                            </Typography>
                          )}
                        </Box>
                      ))}
                    </Box>
                  )}
                  <Box sx={{ position: { md: 'sticky' }, top: { md: 112 } }}>
                    <Typography sx={{ m: 0, fontSize: '.75rem', letterSpacing: '.14em', fontWeight: 600, color: palette.brass }}>
                      {String(at + 1).padStart(2, '0')}
                    </Typography>
                    <Typography
                      id={`projet-${at + 1}`}
                      variant="h2"
                      sx={{ mt: 0.5, fontFamily: SERIF, fontWeight: 500, fontSize: '1.9rem', lineHeight: 1.12, overflowWrap: 'anywhere' }}
                    >
                      {project.title}
                    </Typography>
                    {facts && <Typography sx={{ mt: 1, color: palette.inkSoft, fontWeight: 500 }}>{facts}</Typography>}
                    {project.techniques && (
                      <Typography sx={{ mt: 0.5, color: palette.inkSoft, fontSize: '.875rem' }}>{project.techniques}</Typography>
                    )}
                    {project.description && (
                      <Typography sx={{ mt: 2, whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere', maxWidth: '60ch' }}>
                        {project.description}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </Container>
  );
}
