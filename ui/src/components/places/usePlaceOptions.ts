/**
 * Loads what the place select offers: regions and departments once per visit, towns and
 * districts for the typed text (sent after a 350 ms pause, spec section 5), and the labels
 * of places read from a URL. Route components call it and hand the result to `PlaceSelect`.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { placeToken, type PlaceRef } from '../../lib/jobSearch';
import { fetchPlaceLocality, fetchPlaceReference, searchPlaceLocalities } from './api';
import { PLACE_MESSAGES } from './messages';
import { filterPlaceOptions, localityOption, orderReferenceOptions, type PlaceOption } from './placeOptions';

export const PLACE_SEARCH_DELAY_MS = 350;

let reference: Promise<PlaceOption[]> | null = null;
/** Labels of towns and districts met so far (answers of the place search, URL lookups). */
const localityLabels = new Map<string, string>();
/** A town's or district's name alone, for its chip (`chipLabel`). */
const localityNames = new Map<string, string>();

async function fetchReference(): Promise<PlaceOption[]> {
  const { regions, departments } = await fetchPlaceReference();
  return orderReferenceOptions(regions, departments);
}

/** Regions and departments, fetched once per visit (a failure is retried next time). */
export function loadReferencePlaces(): Promise<PlaceOption[]> {
  if (!reference) {
    reference = fetchReference();
    reference.catch(() => {
      reference = null;
    });
  }
  return reference;
}

/** Forgets the cached places (tests). */
export function resetPlaceCache() {
  reference = null;
  localityLabels.clear();
  localityNames.clear();
}

function remember(options: PlaceOption[]) {
  for (const option of options) {
    localityLabels.set(placeToken(option), option.label);
    if (option.name !== undefined) localityNames.set(placeToken(option), option.name);
  }
}

const isLocality = (place: PlaceRef) => place.type === 'CITY' || place.type === 'DISTRICT';

export interface PlaceOptionsState {
  /** The selected places with their labels (`Lieu…` until known). */
  value: PlaceOption[];
  /** What the list shows for the typed text. */
  options: PlaceOption[];
  inputValue: string;
  setInputValue: (text: string) => void;
  /** Call when the list opens: loads regions and departments if not done yet. */
  open: () => void;
  loading: boolean;
  error: boolean;
}

export function usePlaceOptions(selected: PlaceRef[], { eager = false }: { eager?: boolean } = {}): PlaceOptionsState {
  const [wanted, setWanted] = useState(eager);
  const [referenceOptions, setReferenceOptions] = useState<PlaceOption[] | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [inputValue, setInputValue] = useState('');
  const [localities, setLocalities] = useState<{ text: string; options: PlaceOption[] }>({ text: '', options: [] });
  const [searching, setSearching] = useState(false);
  const [labelsVersion, setLabelsVersion] = useState(0);

  const needsReference = wanted || selected.some((place) => !isLocality(place));
  useEffect(() => {
    if (!needsReference || referenceOptions) return undefined;
    let active = true;
    setError(false);
    // In a transition: the answer re-renders the whole route (`/emploi`'s page), in slices
    // rather than in one long task (issue 22, docs/ui-performance.md "Blocking time").
    loadReferencePlaces().then(
      (options) => active && startTransition(() => setReferenceOptions(options)),
      () => active && setError(true),
    );
    return () => {
      active = false;
    };
  }, [needsReference, referenceOptions, attempt]);

  // Places read from the URL: look up the towns and districts not met yet.
  const unknownKey = selected
    .filter((place) => isLocality(place) && !localityLabels.has(placeToken(place)))
    .map(placeToken)
    .join(',');
  useEffect(() => {
    if (!unknownKey) return;
    const ids = unknownKey.split(',').map((token) => token.split('-')[1]);
    // The labels are shared: re-render even if this effect was cleaned up meanwhile (a render
    // after `remember` and before this `then` sees no unknown place and cleans it up).
    void Promise.allSettled(
      ids.map((id) =>
        fetchPlaceLocality(id).then((locality) => {
          if (locality) remember([localityOption(locality)]);
          else for (const type of ['city', 'district']) localityLabels.set(`${type}-${id}`, PLACE_MESSAGES.missingPlace);
        }),
      ),
    ).then(() => startTransition(() => setLabelsVersion((n) => n + 1)));
  }, [unknownKey]);

  // Towns and districts for the typed text, after a pause.
  useEffect(() => {
    const text = inputValue.trim();
    if (text === '') {
      setLocalities({ text: '', options: [] });
      setSearching(false);
      return undefined;
    }
    let active = true;
    const timer = window.setTimeout(() => {
      setSearching(true);
      searchPlaceLocalities(text).then(
        (answer) => {
          if (!active) return;
          const options = answer.edges.map((edge) => localityOption(edge.node));
          remember(options);
          setLocalities({ text, options });
          setSearching(false);
        },
        () => active && setSearching(false),
      );
    }, PLACE_SEARCH_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [inputValue]);

  const referenceLabels = useMemo(
    () => new Map((referenceOptions ?? []).map((option) => [placeToken(option), option.label])),
    [referenceOptions],
  );
  // A stable array while the selection and its labels stay the same: the Autocomplete clears
  // the typed text whenever its value changes.
  const selectedKey = selected.map(placeToken).join(',');
  const value = useMemo(
    () =>
      selected.map((place) => {
        const token = placeToken(place);
        const name = localityNames.get(token);
        const label = referenceLabels.get(token) ?? localityLabels.get(token) ?? PLACE_MESSAGES.unknownPlace;
        return name === undefined ? { ...place, label } : { ...place, label, name };
      }),
    // `selected` is read through its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selectedKey, referenceLabels, labelsVersion],
  );

  return {
    value,
    options: filterPlaceOptions(referenceOptions ?? [], localities, inputValue),
    inputValue,
    setInputValue,
    open: () => {
      setWanted(true);
      if (error) setAttempt((n) => n + 1);
    },
    loading: (needsReference && referenceOptions === null && !error) || searching,
    error,
  };
}
