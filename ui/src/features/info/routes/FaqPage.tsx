import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Page } from '../../../components/Page';
import { FaqSection } from '../components/FaqSection';
import { CANDIDATE_FAQ, FAQ_MESSAGES, RECRUITER_FAQ } from '../messages/faq';

export function FaqPage() {
  return (
    <Page
      meta={FAQ_MESSAGES.meta}
      eyebrow={FAQ_MESSAGES.eyebrow}
      title={FAQ_MESSAGES.title}
      intro={FAQ_MESSAGES.intro}
      maxWidth="md"
      actions={
        <Box component="nav" aria-label={FAQ_MESSAGES.jumpLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" color="secondary" href="#faq-recruteur">
            {FAQ_MESSAGES.recruiterTitle}
          </Button>
          <Button variant="outlined" color="secondary" href="#faq-candidat">
            {FAQ_MESSAGES.candidateTitle}
          </Button>
        </Box>
      }
    >
      <FaqSection id="faq-recruteur" title={FAQ_MESSAGES.recruiterTitle} entries={RECRUITER_FAQ} />
      <FaqSection id="faq-candidat" title={FAQ_MESSAGES.candidateTitle} entries={CANDIDATE_FAQ} />
      <Button variant="contained" href="/contact">
        {FAQ_MESSAGES.contactButton}
      </Button>
    </Page>
  );
}
