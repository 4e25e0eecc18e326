import { Page } from '../../../components/Page';
import { ProseSections } from '../../../components/Prose';
import { LEGAL_MESSAGES, LEGAL_SECTIONS } from '../messages/legal';

export function LegalPage() {
  return (
    <Page meta={LEGAL_MESSAGES.meta} eyebrow={LEGAL_MESSAGES.eyebrow} title={LEGAL_MESSAGES.title} maxWidth="md">
      <ProseSections sections={LEGAL_SECTIONS} />
    </Page>
  );
}
