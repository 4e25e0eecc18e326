import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ApplicationDetailFieldsFragment } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { PORTFOLIO_MESSAGES as M } from '../messages';
import { PortfolioViewer, type ViewerItem } from './PortfolioViewer';

type Projects = ApplicationDetailFieldsFragment['portfolio']['projects'];

/** Every image of the projects in order, each with its project's numbered title. */
export function viewerItems(projects: Projects): ViewerItem[] {
  return projects.flatMap((project, rank) => project.images.map((image) => ({ image, project: M.project(rank + 1, project.title) })));
}

/**
 * The book sent with an application (docs/book.md): each project in the candidate's order,
 * with its facts, its text and its images as thumbnails with their captions; a thumbnail
 * opens the full-screen viewer at that image, whose arrows go through the whole book.
 */
export function PortfolioGallery({ projects }: { projects: Projects }) {
  const items = useMemo(() => viewerItems(projects), [projects]);
  const [open, setOpen] = useState<number | null>(null);
  // Where each project's first image is in the viewer's list.
  const offsets = projects.map((_, rank) => projects.slice(0, rank).reduce((sum, p) => sum + p.images.length, 0));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 2 }}>
        {M.intro(projects.length)}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {projects.map((project, rank) => {
          const offset = offsets[rank] ?? 0;
          const facts = [project.year?.toString(), project.role, project.place].filter(Boolean).join(' · ');
          return (
            <Box component="li" key={rank} aria-label={M.project(rank + 1, project.title)} sx={{ minWidth: 0 }}>
              <Typography variant="h4" component="h3" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
                {M.project(rank + 1, project.title)}
              </Typography>
              {facts && (
                <Typography variant="body2" sx={{ color: palette.inkSoft, mt: 0.25 }}>
                  {facts}
                </Typography>
              )}
              {project.techniques && (
                <Typography variant="body2" sx={{ color: palette.inkSoft }}>
                  {project.techniques}
                </Typography>
              )}
              {project.description && (
                <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: '65ch' }}>
                  {project.description}
                </Typography>
              )}
              {project.images.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {M.noImage}
                </Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    mt: 1.5,
                    display: 'grid',
                    gap: { xs: 1, sm: 1.5 },
                    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
                  }}
                >
                  {project.images.map((image, n) => (
                    <Box component="li" key={image.src} sx={{ minWidth: 0 }}>
                      <ButtonBase
                        onClick={() => setOpen(offset + n)}
                        aria-label={M.open(image.altText)}
                        sx={{
                          display: 'block',
                          width: '100%',
                          aspectRatio: '4 / 3',
                          borderRadius: 1.5,
                          overflow: 'hidden',
                          bgcolor: palette.sand,
                          border: `1px solid ${palette.line}`,
                          '&:hover img': { transform: 'scale(1.03)' },
                          '&.Mui-focusVisible': { outline: `3px solid ${palette.terracotta}`, outlineOffset: 2 },
                        }}
                      >
                        <Box component="picture" sx={{ display: 'contents' }}>
                          <source type="image/webp" srcSet={image.srcsetWebp} sizes="(max-width: 600px) 50vw, 240px" />
                          <Box
                            component="img"
                            src={image.src}
                            srcSet={image.srcsetJpeg}
                            sizes="(max-width: 600px) 50vw, 240px"
                            alt={image.altText}
                            loading={offset + n < 4 ? 'eager' : 'lazy'}
                            width={image.width}
                            height={image.height}
                            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transition: 'transform 200ms ease' }}
                          />
                        </Box>
                      </ButtonBase>
                      {image.caption && (
                        <Typography
                          variant="body2"
                          sx={{
                            mt: 0.75,
                            color: palette.inkSoft,
                            overflowWrap: 'anywhere',
                            display: '-webkit-box',
                            WebkitLineClamp: 2,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                          }}
                        >
                          {image.caption}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <PortfolioViewer items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
