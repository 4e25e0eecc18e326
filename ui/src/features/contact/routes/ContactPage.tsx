import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Page } from '../../../components/Page';
import { useSession } from '../../../lib/session';
import { SITE } from '../../../lib/site';
import { palette } from '../../../lib/theme';
import { ContactForm } from '../components/ContactForm';
import { CONTACT_MESSAGES as M, CONTACT_SUBJECTS } from '../messages';

const boxSx = {
  p: { xs: 3, md: 5 },
  bgcolor: palette.surface,
  border: `1px solid ${palette.line}`,
  borderRadius: 3,
} as const;

/** `?sujet=` preselects a subject; `newsletter-ecole` (the candidate landing's call) is "Autre question" with a first line. */
function prefill(sujet: string | null): { subject: string; message: string } {
  if (sujet === 'newsletter-ecole') return { subject: 'autre', message: M.schoolNewsletter };
  return { subject: CONTACT_SUBJECTS.some((s) => s.code === sujet) ? (sujet ?? '') : '', message: '' };
}

function AddressOnly() {
  const [before, after] = M.instruction('\u0000').split('\u0000');
  return (
    <Box sx={{ ...boxSx, display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
      <MailOutlineIcon aria-hidden sx={{ color: palette.terracotta, fontSize: 32, mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontSize: '1.15rem' }}>
          {before}
          <Link href={`mailto:${SITE.contactEmail}`} sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'underline' }}>
            {SITE.contactEmail}
          </Link>
          {after}
        </Typography>
        <Button variant="contained" href={`mailto:${SITE.contactEmail}`} sx={{ mt: 3 }}>
          {M.writeButton}
        </Button>
      </Box>
    </Box>
  );
}

/** Signed-in users get the form; visitors only the address to write to (spec, "Contact"). */
export function ContactPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const initial = prefill(params.get('sujet'));
  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro} maxWidth="md">
      {user ? (
        <Box sx={boxSx}>
          <Typography id="contact-form-titre" variant="h2" sx={{ fontSize: '1.7rem', mb: 3 }}>
            {M.form.title}
          </Typography>
          <ContactForm email={user.email} initialSubject={initial.subject} initialMessage={initial.message} />
          <Typography color="text.secondary" sx={{ mt: 3, fontSize: '0.92rem' }}>
            {M.form.orWrite(SITE.contactEmail)}
          </Typography>
        </Box>
      ) : (
        <AddressOnly />
      )}
      <Box component="section" aria-labelledby="avant-titre" sx={{ mt: 6 }}>
        <Typography id="avant-titre" variant="h2" sx={{ fontSize: '1.7rem' }}>
          {M.helpTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
          {M.helpText}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" color="secondary" href="/faq#faq-recruteur">
            {M.faqRecruiter}
          </Button>
          <Button variant="outlined" color="secondary" href="/faq#faq-candidat">
            {M.faqCandidate}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
