import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { frenchDate } from '../../lib/dates';
import { palette } from '../../lib/theme';

/** What a post card shows (the list of /tendance-rh and the home page's latest posts). */
export interface PostCardData {
  _id: number;
  slug: string;
  title: string;
  intro: string;
  featuredImagePath?: string | null;
  /** An ISO 8601 date (the schema's `DateTime`). */
  publishedAt: unknown;
}

/** The post detail route: `/tendance-rh/{postId}/{postSlug}`. */
export const postPath = (post: Pick<PostCardData, '_id' | 'slug'>) => `/tendance-rh/${post._id}/${encodeURIComponent(post.slug)}`;

const cardSx = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  bgcolor: palette.surface,
  border: `1px solid ${palette.line}`,
  borderRadius: 2,
  overflow: 'hidden',
} as const;

/** The images are 1200×630 (the Open Graph size): the frame keeps that ratio before they load. */
const imageStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  background: palette.sand,
} as const;

/** A post: image, French date, title (the link, stretched over the card) and intro. */
export function PostCard({ post, headingLevel = 'h3' }: { post: PostCardData; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      component="article"
      sx={{ ...cardSx, '&:hover, &:focus-within': { borderColor: palette.terracotta, boxShadow: '0 6px 20px rgba(30, 42, 54, 0.08)' } }}
    >
      {post.featuredImagePath && (
        // Decorative here: the title beside it says what the post is about.
        <img src={post.featuredImagePath} alt="" width={1200} height={630} loading="lazy" decoding="async" style={imageStyle} />
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography component="p" variant="body2" sx={{ color: palette.inkSoft }}>
          <time dateTime={String(post.publishedAt)}>{frenchDate(String(post.publishedAt))}</time>
        </Typography>
        <Typography
          variant="h3"
          component={headingLevel}
          sx={{ fontFamily: 'inherit', fontSize: '1.08rem', fontWeight: 600, lineHeight: 1.35 }}
        >
          <Link href={postPath(post)} sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {post.title}
          </Link>
        </Typography>
        <Typography sx={{ color: palette.inkSoft, fontSize: '0.92rem' }}>{post.intro}</Typography>
      </Box>
    </Box>
  );
}

/** The card's shape while posts load, the same size as a card so nothing moves. */
export function PostCardSkeleton() {
  return (
    <Box sx={cardSx} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1200 / 630' }} />
      <Box sx={{ p: 2.5 }}>
        <Skeleton width="40%" />
        <Skeleton width="90%" height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Box>
    </Box>
  );
}

/** The grid of post cards: one column on a phone, two on a tablet, `columns` on a desktop. */
export const postGridSx = (columns: 3 | 4) =>
  ({
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
  }) as const;
