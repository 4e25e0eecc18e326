import { withScheme } from '../../../lib/links';
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { uploadLogo, useMyCompany, useUpdateMyCompany } from '../api/company';
import { CompanyForm, type CompanyValues } from '../components/CompanyForm';
import type { UploadState } from '../../../components/files/UploadProgress';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { positionOptions, type PositionOption } from '../components/JobPositionsField';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { LabelsPanel } from '../components/LabelsPanel';
import { LogoPanel } from '../components/LogoPanel';
import { CoverPanel } from '../components/CoverPanel';
import { WorksPanel } from '../components/WorksPanel';
import { SiretPanel } from '../components/SiretPanel';
import { failureOf } from '../../../lib/failure';
import type { ErrorCode } from '../../../gql/errorCodes';
import { logoFileProblem } from '../files';
import { COMPANY_MESSAGES } from '../messages';

const M = COMPANY_MESSAGES;

function valuesOf(company: CompanyFieldsFragment): CompanyValues {
  return {
    name: company.name,
    presentation: company.presentation,
    billingAddress: company.billingAddress,
    phoneNumber: company.phoneNumber,
    email: company.email,
    contactName: company.contactName,
    contactJobTitle: company.contactJobTitle,
    notificationFrequency: company.notificationFrequency,
    readTracking: company.readTracking,
    tagWords: company.tagWords,
    jobPositions: company.jobPositions.map(({ id, name }) => ({ id, name })),
    website: company.website,
    sizeBand: company.sizeBand,
  };
}

/** The logo: checked in the browser, previewed while it uploads, then the server's file. */
function LogoBlock({ company }: { company: CompanyFieldsFragment }) {
  const [logoPath, setLogoPath] = useState(company.logoPath);
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File) => {
    const problem = logoFileProblem(file);
    if (problem) {
      setUpload({ kind: 'error', message: problem });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      const answer = await uploadLogo(company.id, file, (fraction) => setUpload({ kind: 'uploading', fraction }));
      setLogoPath(answer.logoPath);
      setUpload({ kind: 'done', message: M.logoUploaded });
    } catch (error) {
      const failure = failureOf(error);
      setUpload(failure.handled ? { kind: 'idle' } : { kind: 'error', message: failure.message });
    } finally {
      setPreview(null);
    }
  };

  return <LogoPanel companyName={company.name} src={preview ?? logoPath} upload={upload} onFile={(file) => void send(file)} />;
}

function CompanyEditor({ company, positions }: { company: CompanyFieldsFragment; positions: PositionOption[] }) {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const [codes, setCodes] = useState<ReadonlySet<ErrorCode>>(new Set());
  const update = useUpdateMyCompany();

  const save = async (values: CompanyValues) => {
    setPending(true);
    setStatus(IDLE);
    try {
      await update.mutateAsync({
        input: {
          id: company.id,
          name: values.name.trim(),
          presentation: values.presentation,
          billingAddress: values.billingAddress,
          contactName: values.contactName.trim(),
          contactJobTitle: values.contactJobTitle.trim(),
          notificationFrequency: values.notificationFrequency,
          readTracking: values.readTracking,
          phoneNumber: values.phoneNumber.trim(),
          email: values.email.trim(),
          tagWords: values.tagWords,
          jobPositionsUUIDs: values.jobPositions.map((position) => position.id),
          website: withScheme(values.website),
          sizeBand: values.sizeBand,
        },
      });
      setStatus({ kind: 'success', message: M.success });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.handled) return;
      setCodes(failure.codes);
      setStatus({ kind: 'error', message: failure.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <LogoBlock company={company} />
      <CoverPanel company={company} />
      <WorksPanel company={company} />
      <SiretPanel companyId={company.id} verification={company.verification} />
      <CompanyForm
        // A verified SIRET rewrites the billing address: the form starts again from it.
        key={`${company.verification?.siret ?? ''} ${company.verification?.status ?? ''}`}
        initial={valuesOf(company)}
        positions={positions}
        pending={pending}
        status={status}
        errorCodes={codes}
        onChange={() => status.kind === 'success' && setStatus(IDLE)}
        onSubmit={(values) => void save(values)}
      />
      <LabelsPanel />
    </Box>
  );
}

/** `/dashboard/company`: the company form with its logo (spec, "Dashboard"). */
export function CompanyPage() {
  const query = useMyCompany();
  const positions = useMemo(
    () => (query.status === 'success' ? positionOptions(query.data.jobPositions.edges.map((edge) => edge.node)) : []),
    [query.status, query.data],
  );
  const company = query.status === 'success' ? query.data.companies.edges[0]?.node : undefined;

  return (
    <DashboardSection section="company">
      {query.status === 'pending' && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.status === 'success' && !company && <Alert severity="info">{M.noCompany}</Alert>}
      {company && <CompanyEditor key={company.id} company={company} positions={positions} />}
    </DashboardSection>
  );
}
