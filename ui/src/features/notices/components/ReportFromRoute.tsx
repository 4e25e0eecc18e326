import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { NOTICE_MESSAGES as M } from '../messages';

// The dialog's code loads when it opens: the page never waits for it.
const ReportDialog = lazy(() => import('./ReportDialog').then((module) => ({ default: module.ReportDialog })));

/**
 * « Signaler cette offre » / « Signaler cette entreprise » for the page of the route (its
 * `:jobOfferId` or `:companyId`): the routes compose it into the offer and company pages.
 */
export function ReportFromRoute({ kind }: { kind: 'offer' | 'company' }) {
  const { jobOfferId = '', companyId = '' } = useParams();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ color: 'text.secondary', mt: 3 }}
      >
        {kind === 'offer' ? M.reportOffer : M.reportCompany}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={kind === 'offer' ? jobOfferId : companyId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
