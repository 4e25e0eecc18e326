import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { ProseSections } from '../../../components/Prose';
import { useSession } from '../../../lib/session';
import { FaqSection } from '../components/FaqSection';
import { ABOUT_MESSAGES, ABOUT_SECTIONS } from '../messages/about';
import { CANDIDATE_FAQ, FAQ_MESSAGES, RECRUITER_FAQ } from '../messages/faq';

export function AboutPage() {
  const { isAuthenticated, isCompany } = useSession();
  let action = null;
  if (isCompany)
    action = (
      <Button variant="contained" href="/emploi/nouvelle-annonce">
        {ABOUT_MESSAGES.companyButton}
      </Button>
    );
  else if (!isAuthenticated)
    action = (
      <Button variant="contained" href="/emploi">
        {ABOUT_MESSAGES.visitorButton}
      </Button>
    );

  return (
    <Page
      meta={ABOUT_MESSAGES.meta}
      eyebrow={ABOUT_MESSAGES.eyebrow}
      title={ABOUT_MESSAGES.title}
      intro={ABOUT_MESSAGES.intro}
      actions={action}
      maxWidth="md"
    >
      <ProseSections sections={ABOUT_SECTIONS} />
      <Box component="section" aria-labelledby="faq-titre" sx={{ mt: 8 }}>
        <Typography id="faq-titre" variant="h2" sx={{ mb: 4 }}>
          {ABOUT_MESSAGES.faqTitle}
        </Typography>
        <FaqSection id="faq-recruteur" title={FAQ_MESSAGES.recruiterTitle} entries={RECRUITER_FAQ} level={3} />
        <FaqSection id="faq-candidat" title={FAQ_MESSAGES.candidateTitle} entries={CANDIDATE_FAQ} level={3} />
      </Box>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Page>
  );
}
