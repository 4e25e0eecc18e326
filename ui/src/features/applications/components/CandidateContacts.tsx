import Link from '@mui/material/Link';
import type { ApplicationDetailFieldsFragment } from '../../../gql/graphql';
import { APPLICATION_MESSAGES as M } from '../messages';

/** How the company reaches the candidate: her e-mail, her phone, her LinkedIn profile (as `dt`/`dd` pairs). */
export function CandidateContacts({ application }: { application: ApplicationDetailFieldsFragment }) {
  return (
    <>
      {application.candidateEmail && (
        <>
          <dt>{M.email}</dt>
          <dd>
            <Link href={`mailto:${application.candidateEmail}`}>{application.candidateEmail}</Link>
          </dd>
        </>
      )}
      {(application.candidateTel || application.phone) && (
        <>
          <dt>{M.phone}</dt>
          <dd>
            <Link href={`tel:${(application.candidateTel || application.phone).replace(/\s+/g, '')}`}>
              {application.candidateTel || application.phone}
            </Link>
          </dd>
        </>
      )}
      {application.linkedinUrl && (
        <>
          <dt>{M.linkedin}</dt>
          <dd>
            <Link href={application.linkedinUrl} target="_blank" rel="noopener noreferrer">
              {application.linkedinUrl.replace(/^https?:\/\/(www\.)?/, '')}
            </Link>
          </dd>
        </>
      )}
    </>
  );
}
