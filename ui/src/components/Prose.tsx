import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A paragraph, a bulleted list, or a paragraph ending on a link to another page. */
export type ProseBlock = string | { list: readonly string[] } | { text: string; link: { label: string; href: string } };

export interface ProseSection {
  id?: string;
  title: string;
  blocks: readonly ProseBlock[];
}

export function ProseBlocks({ blocks }: { blocks: readonly ProseBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Typography key={index} component="p" sx={{ mb: 1.5 }}>
            {block}
          </Typography>
        ) : 'link' in block ? (
          <Typography key={index} component="p" sx={{ mb: 1.5 }}>
            {block.text}{' '}
            <Link href={block.link.href} sx={{ fontWeight: 600 }}>
              {block.link.label}
            </Link>
          </Typography>
        ) : (
          <Box key={index} component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        ),
      )}
    </>
  );
}

/** Long legal or editorial text: h2 sections with paragraphs and lists. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <Box sx={{ maxWidth: 780 }}>
      {sections.map((section) => (
        <Box key={section.title} component="section" id={section.id} sx={{ mb: 5 }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
            {section.title}
          </Typography>
          <ProseBlocks blocks={section.blocks} />
        </Box>
      ))}
    </Box>
  );
}
