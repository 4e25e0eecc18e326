import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { COMPANY_MESSAGES } from '../messages';

const M = COMPANY_MESSAGES;

export interface PositionOption {
  id: string;
  name: string;
  level: number;
  /** The family (level 1) the position belongs to, for grouping. */
  family: string;
}

export interface PositionNode {
  id: string;
  name: string;
  level: number;
  parent: { id: string } | null;
}

/** The three-level tree, read depth-first, as options grouped by family. */
export function positionOptions(nodes: PositionNode[]): PositionOption[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const familyOf = (node: PositionNode): string => {
    let current: PositionNode | undefined = node;
    for (let depth = 0; current?.parent && depth < 5; depth++) current = byId.get(current.parent.id);
    return current?.name ?? node.name;
  };
  return nodes.map((node) => ({ id: node.id, name: node.name, level: node.level, family: familyOf(node) }));
}

/** Multi-select of the company's job positions (families, groups or jobs), shown as chips. */
export function JobPositionsField({
  options,
  value,
  onChange,
}: {
  options: PositionOption[];
  value: { id: string; name: string }[];
  onChange: (value: { id: string; name: string }[]) => void;
}) {
  const selected = value.map((item) => options.find((option) => option.id === item.id) ?? { ...item, level: 3, family: '' });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      groupBy={(option) => option.family}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={M.jobPositionsNone}
      onChange={(_, next) => onChange(next.map(({ id, name }) => ({ id, name })))}
      renderOption={({ key, ...props }, option, { selected: checked }) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ pl: `${(option.level - 1) * 20 + 8}px !important`, fontWeight: option.level < 3 ? 600 : 400 }}
        >
          <Checkbox size="small" checked={checked} tabIndex={-1} disableRipple sx={{ mr: 1, p: 0.5 }} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={M.jobPositions} name="jobPositions" helperText={M.jobPositionsHelp} />}
    />
  );
}
