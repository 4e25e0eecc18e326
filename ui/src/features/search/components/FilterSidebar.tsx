/** The filter groups of the search (spec: all checkboxes): Contrat, Type d'emploi, Salaire, Métier. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { JobSearch, JobStart } from '../../../lib/jobSearch';
import type { SearchFilters, FilterOption } from '../hooks/useSearchFilters';
import type { SearchFacets } from '../hooks/useSearchResults';
import { SEARCH_MESSAGES as M } from '../messages';
import { tickState, visiblePositions } from '../positions';
import { FilterGroup, type CheckboxItem } from './FilterGroup';
import { LabelledFilter } from './LabelledFilter';
import { PayFloorFilter } from './PayFloorFilter';
import { StartFilter } from './StartFilter';

export type FlatFilterKey = 'contracts' | 'types' | 'diplomas';

interface FilterSidebarProps {
  headingId: string;
  filters: SearchFilters | null;
  filtersError: string | null;
  onRetryFilters: () => void;
  facets: SearchFacets | null;
  search: JobSearch;
  /** Ticked positions (the URL's roots and their descendants). */
  positions: Set<number>;
  onToggle: (key: FlatFilterKey, id: number) => void;
  onTogglePosition: (id: number) => void;
  onMinPay: (floor: number | null) => void;
  onLabelled: (labelled: boolean) => void;
  onStart: (start: JobStart | null) => void;
  onReset: () => void;
}

/** Count per option id (options not listed count 0); null before the first answer. */
function counts(facets: { _id: number; count: number }[] | undefined): ((id: number) => number) | null {
  if (!facets) return null;
  const byId = new Map(facets.map((facet) => [facet._id, facet.count]));
  return (id) => byId.get(id) ?? 0;
}

function flatItems(options: FilterOption[], ticked: number[], countOf: ((id: number) => number) | null): CheckboxItem[] {
  return options.map((option) => ({
    id: option.id,
    label: option.label,
    count: countOf ? countOf(option.id) : null,
    checked: ticked.includes(option.id),
  }));
}

export function FilterSidebar({
  headingId,
  filters,
  filtersError,
  onRetryFilters,
  facets,
  search,
  positions,
  onToggle,
  onTogglePosition,
  onMinPay,
  onLabelled,
  onStart,
  onReset,
}: FilterSidebarProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem' }}>
          {M.filtersTitle}
        </Typography>
        <Button variant="text" color="secondary" size="small" onClick={onReset} sx={{ px: 1.5 }}>
          {M.reset}
        </Button>
      </Box>
      {filtersError && (
        <Alert
          severity="error"
          sx={{ mt: 2, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" size="small" onClick={onRetryFilters}>
              {M.retry}
            </Button>
          }
        >
          {M.filtersError}
          {'\n'}
          {filtersError}
        </Alert>
      )}
      {!filters && !filtersError && (
        <Box role="status" aria-label={M.filtersLoading} sx={{ mt: 2 }}>
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} height={28} />
          ))}
        </Box>
      )}
      {filters && (
        <>
          <FilterGroup
            legend={M.groups.contracts}
            items={flatItems(filters.contracts, search.contracts, counts(facets?.jobContracts))}
            onToggle={(id) => onToggle('contracts', id)}
          />
          <FilterGroup
            legend={M.groups.types}
            items={flatItems(filters.types, search.types, counts(facets?.jobTypes))}
            onToggle={(id) => onToggle('types', id)}
          />
          {/* « Salaire »: one pay filter, floors on the offers' gross ranges (issue 58, item 7). */}
          <PayFloorFilter value={search.minPay} counts={facets?.payFloors ?? null} onChange={onMinPay} />
          <LabelledFilter checked={search.labelled} onChange={onLabelled} />
          {/* Training offers (issue 55): no counts, the index filters on them without facets. */}
          {filters.diplomas.length > 0 && (
            <FilterGroup
              legend={M.groups.diplomas}
              items={flatItems(filters.diplomas, search.diplomas, null)}
              onToggle={(id) => onToggle('diplomas', id)}
            />
          )}
          <StartFilter value={search.start} onChange={onStart} />
          <FilterGroup
            legend={M.groups.positions}
            items={(() => {
              const positionCounts = counts(facets?.jobPositions);
              return visiblePositions(filters.positions, positions).map(({ node, depth }) => {
                const state = tickState(filters.positions, positions, node.id);
                return {
                  id: node.id,
                  label: node.name,
                  count: positionCounts ? positionCounts(node.id) : null,
                  checked: state === 'checked',
                  indeterminate: state === 'indeterminate',
                  depth,
                };
              });
            })()}
            onToggle={onTogglePosition}
          />
        </>
      )}
    </Box>
  );
}
