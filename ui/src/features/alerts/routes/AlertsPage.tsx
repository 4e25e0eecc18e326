import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { palette } from '../../../lib/theme';
import { useDeleteAlert, useMyAlerts, useUpdateAlert } from '../api/alerts';
import { AlertCard, type AlertItem } from '../components/AlertCard';
import { ALERTS_MESSAGES as M } from '../messages';

/**
 * `/dashboard/alerts` (candidates only: the guard sends companies to /emploi): each alert as a
 * French sentence, its switch, its recurrence, its search and its deletion (confirmed).
 */
export function AlertsPage() {
  const alerts = useMyAlerts();
  const [toDelete, setToDelete] = useState<AlertItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const update = useUpdateAlert();
  const remove = useDeleteAlert();

  const items: AlertItem[] = alerts.data?.jobOfferAlerts.edges.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? [];
  const closeDialog = () => {
    setToDelete(null);
    opener.current?.focus();
  };

  return (
    <DashboardSection section="alerts">
      {alerts.isPending && <SectionLoading />}
      {alerts.isError && <SectionLoadError message={alerts.error.message} onRetry={() => void alerts.refetch()} />}
      {alerts.isSuccess && items.length === 0 && (
        <Box
          role="status"
          sx={{ p: 3, border: `1px dashed ${palette.line}`, borderRadius: 2, bgcolor: palette.surface, display: 'flex', gap: 2 }}
        >
          <NotificationsNoneIcon aria-hidden sx={{ color: palette.terracotta, mt: 0.3 }} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{M.empty}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {M.emptyHint}
            </Typography>
            <Button variant="contained" href="/emploi" sx={{ mt: 2 }}>
              {M.search}
            </Button>
          </Box>
        </Box>
      )}
      {alerts.isSuccess && items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(items.length)}
          </Typography>
          <Box component="ul" aria-label={M.listLabel} sx={{ display: 'grid', gap: 2, m: 0, p: 0 }}>
            {items.map((alert) => (
              <AlertCard
                key={alert.id}
                alert={alert}
                busy={(update.isPending && update.variables.id === alert.id) || (remove.isPending && remove.variables === alert.id)}
                onChange={(enabled, recurrence) => update.mutate({ id: alert.id, enabled, recurrence })}
                onDelete={() => {
                  opener.current = document.activeElement as HTMLElement | null;
                  setToDelete(alert);
                }}
              />
            ))}
          </Box>
        </>
      )}
      <Dialog open={toDelete !== null} onClose={closeDialog} aria-labelledby="suppression-alerte-titre">
        <DialogTitle id="suppression-alerte-titre">{M.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{toDelete ? M.confirmText(toDelete.summary) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="secondary" onClick={closeDialog}>
            {M.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (toDelete) remove.mutate(toDelete.id);
              setToDelete(null);
            }}
          >
            {M.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </DashboardSection>
  );
}
