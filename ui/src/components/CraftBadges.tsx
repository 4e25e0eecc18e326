import Chip from '@mui/material/Chip';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { CRAFT_LABEL_NAMES } from './messages';

export type CraftLabelCode = keyof typeof CRAFT_LABEL_NAMES;

/**
 * The craft labels a company holds, approved by staff and still valid (docs/labels.md): one
 * chip each, with the holder's name on the company page.
 */
export function CraftBadges({ labels }: { labels: readonly { kind: CraftLabelCode; holderName?: string | null }[] }) {
  if (labels.length === 0) return null;
  return (
    <>
      {labels.map((label, index) => (
        <Chip
          key={`${label.kind}-${label.holderName ?? index}`}
          size="small"
          variant="outlined"
          color="secondary"
          icon={<WorkspacePremiumOutlinedIcon aria-hidden />}
          label={label.holderName ? `${CRAFT_LABEL_NAMES[label.kind]} — ${label.holderName}` : CRAFT_LABEL_NAMES[label.kind]}
          data-testid="craft-badge"
        />
      ))}
    </>
  );
}
