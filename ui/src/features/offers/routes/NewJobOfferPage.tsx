import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Page } from '../../../components/Page';
import { palette } from '../../../lib/theme';
import { useSession } from '../../../lib/session';
import { searchLocalities } from '../api/localities';
import { FormLoading, LoadError } from '../components/FormStates';
import { JobOfferForm } from '../components/JobOfferForm';
import { PublishNeedsConfirmation } from '../components/PublishNeedsConfirmation';
import { useOfferFormChoices } from '../hooks/useOfferFormChoices';
import { JOBS_PATH, useOfferSubmit } from '../hooks/useOfferSubmit';
import { OFFER_MESSAGES } from '../messages';
import { emptyOfferForm } from '../offerForm';

const M = OFFER_MESSAGES.create;

/** `/emploi/nouvelle-annonce` (companies only): the blank offer form. */
export function NewJobOfferPage() {
  const { status, choices, error, reload } = useOfferFormChoices();
  const { submit, busy, errors } = useOfferSubmit();
  const { isEmailConfirmed } = useSession();

  return (
    <Page
      meta={M.meta}
      eyebrow={M.eyebrow}
      title={M.title}
      intro={M.intro}
      actions={
        <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href={JOBS_PATH}>
          {M.back}
        </Button>
      }
    >
      {status === 'loading' && <FormLoading label={M.loading} />}
      {status === 'error' && <LoadError title={M.loadError} message={error.message} retry={M.retry} onRetry={reload} />}
      {choices && (
        <Box
          sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' }, alignItems: 'start' }}
        >
          <JobOfferForm
            choices={choices}
            initialValues={emptyOfferForm(choices.companies)}
            mode="create"
            busy={busy}
            errors={errors}
            onSubmit={submit}
            searchLocalities={searchLocalities}
            publishBlocked={isEmailConfirmed ? undefined : (id) => <PublishNeedsConfirmation id={id} />}
          />
          <Box
            component="aside"
            aria-labelledby="conseils-titre"
            sx={{
              display: { xs: 'none', lg: 'block' },
              position: 'sticky',
              top: 104,
              p: 3,
              bgcolor: palette.surface,
              border: `1px solid ${palette.line}`,
              borderRadius: 2,
            }}
          >
            <Typography id="conseils-titre" component="h2" variant="h4" sx={{ mb: 1.5 }}>
              {M.tipsTitle}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.25 }}>
              {M.tips.map((tip) => (
                <Typography key={tip} component="li" variant="body2" color="text.secondary">
                  {tip}
                </Typography>
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </Page>
  );
}
