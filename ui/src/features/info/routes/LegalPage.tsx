import Alert from '@mui/material/Alert';
import { Page } from '../../../components/Page';
import { ProseSections } from '../../../components/Prose';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { useLegalNotice } from '../api/legal';
import { LEGAL_MESSAGES, legalIdentitySections, legalSections } from '../messages/legal';

/** /legal: the operator's identity from its settings, then the fixed sections. */
export function LegalPage() {
  const notice = useLegalNotice();
  return (
    <Page meta={LEGAL_MESSAGES.meta} eyebrow={LEGAL_MESSAGES.eyebrow} title={LEGAL_MESSAGES.title} maxWidth="md">
      {notice.status === 'pending' && <SectionLoading />}
      {notice.status === 'error' && <SectionLoadError message={LEGAL_MESSAGES.loadError} onRetry={() => void notice.refetch()} />}
      {notice.status === 'success' && (
        <>
          {notice.data.legalNotice.example && (
            <Alert severity="warning" sx={{ mb: 3, maxWidth: 780 }}>
              {LEGAL_MESSAGES.example}
            </Alert>
          )}
          <ProseSections
            sections={[...legalIdentitySections(notice.data.legalNotice), ...legalSections(notice.data.legalNotice.contactEmail)]}
          />
        </>
      )}
    </Page>
  );
}
