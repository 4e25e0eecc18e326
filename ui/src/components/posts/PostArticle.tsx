/** The article of a post, as the public page shows it (and staff preview it, docs/admin.md). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { frenchDate } from '../../lib/dates';
import { h1Sx, palette } from '../../lib/theme';
import { ARTICLE_MESSAGES as M } from '../messages';

export interface ArticlePost {
  title: string;
  subtitle: string;
  intro: string;
  content: string;
  featuredImagePath?: string | null;
  publishedAt: unknown;
}

/** The post's HTML (sanitised by the server: article tags and links only). */
const articleSx = {
  overflowWrap: 'anywhere',
  fontSize: '1.06rem',
  '& p': { mt: 0, mb: 2, lineHeight: 1.75 },
  '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
  '& li': { mb: 0.75, lineHeight: 1.7 },
  '& h2': { fontSize: { xs: '1.45rem', md: '1.7rem' }, mt: 4, mb: 1.5 },
  '& h3, & h4': { fontSize: '1.2rem', mt: 3, mb: 1 },
  '& blockquote': { m: 0, mb: 2, px: 3, py: 2, borderLeft: `4px solid ${palette.terracotta}`, bgcolor: palette.sand, borderRadius: 1 },
  '& blockquote > :last-child': { mb: 0 },
  '& a': { color: palette.terracottaDark, textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 600 },
} as const;

export function PostArticle({ post: data }: { post: ArticlePost }) {
  return (
    // `data-ssr`: the server writes the same article into the HTML (e2e/first-screen.spec.ts).
    <div data-ssr>
      <Typography variant="overline" component="p">
        {M.eyebrow} · <time dateTime={String(data.publishedAt)}>{frenchDate(String(data.publishedAt))}</time>
      </Typography>
      <Typography variant="h1" sx={{ ...h1Sx, mt: 1 }}>
        {data.title}
      </Typography>
      {data.subtitle && (
        <Typography variant="subtitle1" component="p" sx={{ mt: 1.5, fontSize: '1.25rem' }}>
          {data.subtitle}
        </Typography>
      )}
      <Typography sx={{ mt: 3, fontSize: '1.12rem', fontWeight: 500, lineHeight: 1.7 }}>{data.intro}</Typography>
      {data.featuredImagePath && (
        // At the top of the article: loaded at once (it is the largest thing on screen).
        <img
          src={data.featuredImagePath}
          alt={M.imageAlt(data.title)}
          width={1200}
          height={630}
          fetchPriority="high"
          style={{
            display: 'block',
            margin: '32px 0',
            width: '100%',
            height: 'auto',
            aspectRatio: '1200 / 630',
            borderRadius: 8,
            background: palette.sand,
          }}
        />
      )}
      <Box sx={articleSx} dangerouslySetInnerHTML={{ __html: data.content }} />
    </div>
  );
}
